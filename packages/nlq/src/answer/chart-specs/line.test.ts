import { describe, expect, it } from 'vitest';
import { buildResult, columnOf } from '../test-fixtures';
import { validateChartSpec } from '../validate-chart-spec';
import { buildLineSpec } from './line';

const result = buildResult(
  [
    ['Month', 'time', { grain: 'month' }],
    ['Region', 'category'],
    ['Revenue', 'measure'],
    ['Quantity', 'measure', { type: 'integer' }],
  ],
  [
    ['2024-02-01', 'North', 900, 9],
    ['2024-01-01', 'North', 1200, 12],
  ],
);
const month = columnOf(result, 'Month');
const revenue = columnOf(result, 'Revenue');

describe('buildLineSpec', () => {
  it('draws one measure over time, sorted by time, with a UTC month unit', () => {
    const spec = buildLineSpec(
      { kind: 'line', time: month, measures: [revenue], series: null },
      result,
    );
    expect(spec.mark).toEqual({ type: 'line', point: true });
    expect(spec.width).toBe('container');
    expect(spec.encoding).toMatchObject({
      x: { field: 'Month', type: 'temporal', timeUnit: 'utcyearmonth', title: 'Month' },
      y: { field: 'Revenue', type: 'quantitative', axis: { format: ',.2~f' } },
    });
    expect(spec.data).toEqual({
      values: [
        { Month: '2024-01-01', Revenue: 1200 },
        { Month: '2024-02-01', Revenue: 900 },
      ],
    });
    expect(validateChartSpec(spec)).toEqual({ ok: true });
  });

  it('colours one line per series', () => {
    const series = columnOf(result, 'Region');
    const spec = buildLineSpec({ kind: 'line', time: month, measures: [revenue], series }, result);
    expect(spec.encoding).toMatchObject({ color: { field: 'Region', type: 'nominal' } });
    expect(validateChartSpec(spec)).toEqual({ ok: true });
  });

  it('folds several measures into one line each', () => {
    const measures = [revenue, columnOf(result, 'Quantity')];
    const spec = buildLineSpec({ kind: 'line', time: month, measures, series: null }, result);
    expect(spec.transform).toEqual([{ fold: ['Revenue', 'Quantity'], as: ['Measure', 'Value'] }]);
    expect(spec.encoding).toMatchObject({
      y: { field: 'Value', title: 'Revenue, Quantity' },
      color: { field: 'Measure' },
    });
    expect(validateChartSpec(spec)).toEqual({ ok: true });
  });
});
