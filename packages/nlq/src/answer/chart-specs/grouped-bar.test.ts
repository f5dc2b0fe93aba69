import { describe, expect, it } from 'vitest';
import { buildResult, columnOf } from '../test-fixtures';
import { validateChartSpec } from '../validate-chart-spec';
import { buildGroupedBarSpec } from './grouped-bar';

describe('buildGroupedBarSpec', () => {
  it('folds two measures and offsets the bars within each category', () => {
    const result = buildResult(
      [
        ['Region', 'category'],
        ['Revenue', 'measure'],
        ['Quantity', 'measure', { type: 'integer' }],
        ['Measure', 'category'],
      ],
      [['North', 3400, 12, 'x']],
    );
    const spec = buildGroupedBarSpec(
      {
        kind: 'grouped-bar',
        category: columnOf(result, 'Region'),
        measures: [columnOf(result, 'Revenue'), columnOf(result, 'Quantity')],
      },
      result,
    );
    expect(spec.mark).toEqual({ type: 'bar' });
    expect(spec.transform).toEqual([{ fold: ['Revenue', 'Quantity'], as: ['Measure 2', 'Value'] }]);
    expect(spec.encoding).toMatchObject({
      x: { field: 'Region', type: 'nominal' },
      xOffset: { field: 'Measure 2' },
      y: { field: 'Value', type: 'quantitative' },
      color: { field: 'Measure 2' },
    });
    expect(validateChartSpec(spec)).toEqual({ ok: true });
  });
});
