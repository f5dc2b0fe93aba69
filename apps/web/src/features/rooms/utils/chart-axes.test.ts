import { describe, expect, it } from 'vitest';
import { buildAnswer } from '../test-factories';
import { axesOf, chartTypeOf, swapAxesEdit, unescapeField } from './chart-axes';

const columns = [
  { name: 'Region', type: 'text' },
  { name: 'Revenue.eur', type: 'decimal' },
] as const;
const bar = {
  mark: { type: 'bar' },
  encoding: {
    x: { field: 'Region', type: 'nominal' },
    y: { field: 'Revenue\\.eur', type: 'quantitative' },
  },
};

describe('chartTypeOf', () => {
  it('tells vertical from horizontal bars', () => {
    expect(chartTypeOf(bar)).toBe('bar');
    const horizontal = {
      mark: 'bar',
      encoding: {
        y: { field: 'Region', type: 'nominal' },
        x: { field: 'R', type: 'quantitative' },
      },
    };
    expect(chartTypeOf(horizontal)).toBe('horizontal-bar');
  });

  it('reads lines, areas, donuts, scatters and layered specs', () => {
    expect(chartTypeOf({ mark: { type: 'line', point: true } })).toBe('line');
    expect(chartTypeOf({ mark: 'area' })).toBe('area');
    expect(chartTypeOf({ mark: { type: 'arc', innerRadius: 50 } })).toBe('donut');
    expect(chartTypeOf({ mark: { type: 'point', filled: true } })).toBe('scatter');
    expect(chartTypeOf({ layer: [{ mark: 'line' }, { mark: 'rule' }] })).toBe('line');
    expect(chartTypeOf({ mark: 'text' })).toBeNull();
  });
});

describe('axes', () => {
  it('maps escaped fields back to column names', () => {
    expect(unescapeField('Revenue\\.eur')).toBe('Revenue.eur');
    expect(axesOf(bar, columns)).toEqual({ x: 'Region', y: 'Revenue.eur' });
  });

  it('swaps the two axes for update-graph', () => {
    expect(swapAxesEdit(bar, columns)).toEqual({ x: 'Revenue.eur', y: 'Region' });
  });

  it('offers no swap when an axis is not a column (donut, folded measures)', () => {
    expect(
      swapAxesEdit({ mark: 'arc', encoding: { theta: { field: 'Revenue' } } }, columns),
    ).toBeNull();
    const folded = { mark: 'line', encoding: { x: { field: 'Region' }, y: { field: 'Value' } } };
    expect(swapAxesEdit(folded, columns)).toBeNull();
    expect(swapAxesEdit(buildAnswer().chart ?? {}, buildAnswer().columns)).toEqual({
      x: 'Revenue',
      y: 'Region',
    });
  });
});
