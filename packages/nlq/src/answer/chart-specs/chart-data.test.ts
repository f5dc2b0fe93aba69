import { describe, expect, it } from 'vitest';
import { buildResult } from '../test-fixtures';
import { baseSpec, chartValues, freeName } from './chart-data';

const result = buildResult(
  [
    ['Region', 'category'],
    ['Share', 'measure', { isShare: true }],
    ['Measure', 'category'],
  ],
  [['North', 62.5, 'x']],
);

describe('chart data', () => {
  it('keys rows by column name and stores shares as fractions', () => {
    const [region, share] = result.columns;
    if (!region || !share) throw new Error('fixture columns missing');
    expect(chartValues(result, [region, share])).toEqual([{ Region: 'North', Share: 0.625 }]);
  });

  it('finds a fold name no column uses', () => {
    expect(freeName('Measure', result.columns)).toBe('Measure 2');
    expect(freeName('Value', result.columns)).toBe('Value');
  });

  it('fills the container and embeds the rows', () => {
    expect(baseSpec([{ a: 1 }])).toMatchObject({
      width: 'container',
      data: { values: [{ a: 1 }] },
    });
  });
});
