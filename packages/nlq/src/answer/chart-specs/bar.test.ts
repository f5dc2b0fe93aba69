import { describe, expect, it } from 'vitest';
import { buildResult, columnOf } from '../test-fixtures';
import { validateChartSpec } from '../validate-chart-spec';
import { buildBarSpec } from './bar';

const result = buildResult(
  [
    ['Region', 'category'],
    ['Product', 'category'],
    ['Revenue.eur', 'measure'],
  ],
  [
    ['North', 'Tea', 3400],
    ['South', 'Tea', 2100],
  ],
);
const region = columnOf(result, 'Region');
const revenue = columnOf(result, 'Revenue.eur');

describe('buildBarSpec', () => {
  it('draws vertical bars in result order, escaping dots in field names', () => {
    const choice = {
      kind: 'bar',
      category: region,
      measure: revenue,
      horizontal: false,
      color: null,
    } as const;
    const spec = buildBarSpec(choice, result);
    expect(spec.mark).toEqual({ type: 'bar' });
    expect(spec.encoding).toMatchObject({
      x: { field: 'Region', type: 'nominal', sort: null },
      y: { field: 'Revenue\\.eur', type: 'quantitative', title: 'Revenue.eur' },
    });
    expect(spec.data).toEqual({
      values: [
        { Region: 'North', 'Revenue.eur': 3400 },
        { Region: 'South', 'Revenue.eur': 2100 },
      ],
    });
    expect(validateChartSpec(spec)).toEqual({ ok: true });
  });

  it('sorts horizontal bars by the measure, largest first', () => {
    const choice = {
      kind: 'bar',
      category: region,
      measure: revenue,
      horizontal: true,
      color: null,
    } as const;
    const spec = buildBarSpec(choice, result);
    expect(spec.encoding).toMatchObject({
      y: { field: 'Region', sort: '-x' },
      x: { field: 'Revenue\\.eur', type: 'quantitative' },
    });
    expect(spec.height).toEqual({ step: 20 });
    expect(validateChartSpec(spec)).toEqual({ ok: true });
  });

  it('stacks a second category and tooltips every column', () => {
    const color = columnOf(result, 'Product');
    const choice = {
      kind: 'bar',
      category: region,
      measure: revenue,
      horizontal: false,
      color,
    } as const;
    const spec = buildBarSpec(choice, result);
    expect(spec.encoding).toMatchObject({
      color: { field: 'Product', type: 'nominal' },
      tooltip: [
        { field: 'Region' },
        { field: 'Product' },
        { field: 'Revenue\\.eur', format: ',.2~f' },
      ],
    });
    expect(validateChartSpec(spec)).toEqual({ ok: true });
  });

  it('draws bars over time on a temporal axis', () => {
    const timed = buildResult(
      [
        ['Year', 'time', { grain: 'year' }],
        ['Revenue', 'measure'],
      ],
      [['2023-01-01', 10]],
    );
    const category = columnOf(timed, 'Year');
    const measure = columnOf(timed, 'Revenue');
    const spec = buildBarSpec(
      { kind: 'bar', category, measure, horizontal: false, color: null },
      timed,
    );
    expect(spec.encoding).toMatchObject({ x: { type: 'temporal', timeUnit: 'utcyear' } });
    expect(validateChartSpec(spec)).toEqual({ ok: true });
  });
});
