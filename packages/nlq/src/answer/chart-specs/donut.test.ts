import { describe, expect, it } from 'vitest';
import { buildResult, columnOf } from '../test-fixtures';
import { validateChartSpec } from '../validate-chart-spec';
import { buildDonutSpec } from './donut';

describe('buildDonutSpec', () => {
  it('draws an arc with a hole, shares as fractions formatted as percentages', () => {
    const result = buildResult(
      [
        ['Region', 'category'],
        ['Share', 'measure', { isShare: true }],
      ],
      [
        ['North', 62.5],
        ['South', 37.5],
        ['West', null],
      ],
    );
    const spec = buildDonutSpec(
      { kind: 'donut', category: columnOf(result, 'Region'), measure: columnOf(result, 'Share') },
      result,
    );
    expect(spec.mark).toEqual({ type: 'arc', innerRadius: 60 });
    expect(spec.encoding).toMatchObject({
      theta: { field: 'Share', type: 'quantitative', stack: true },
      color: { field: 'Region', type: 'nominal' },
      tooltip: [{ field: 'Region' }, { field: 'Share', format: '.1~%' }],
    });
    expect(spec.data).toEqual({
      values: [
        { Region: 'North', Share: 0.625 },
        { Region: 'South', Share: 0.375 },
      ],
    });
    expect(validateChartSpec(spec)).toEqual({ ok: true });
  });
});
