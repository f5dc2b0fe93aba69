import { describe, expect, it } from 'vitest';
import { buildResult, columnOf } from '../test-fixtures';
import { validateChartSpec } from '../validate-chart-spec';
import { buildScatterSpec } from './scatter';

describe('buildScatterSpec', () => {
  it('plots one measure against another, naming points in the tooltip', () => {
    const result = buildResult(
      [
        ['Product', 'category'],
        ['Quantity', 'measure', { type: 'integer' }],
        ['Revenue', 'measure'],
      ],
      [
        ['Tea', 12, 3400],
        ['Coffee', 30, 5100],
      ],
    );
    const x = columnOf(result, 'Quantity');
    const y = columnOf(result, 'Revenue');
    const label = columnOf(result, 'Product');
    const spec = buildScatterSpec({ kind: 'scatter', x, y, label }, result);
    expect(spec.mark).toEqual({ type: 'point', filled: true });
    expect(spec.encoding).toMatchObject({
      x: { field: 'Quantity', type: 'quantitative', title: 'Quantity' },
      y: { field: 'Revenue', type: 'quantitative' },
      tooltip: [{ field: 'Product' }, { field: 'Quantity' }, { field: 'Revenue' }],
    });
    expect(validateChartSpec(spec)).toEqual({ ok: true });
  });
});
