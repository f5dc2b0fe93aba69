import { describe, expect, it } from 'vitest';
import type { ResultColumn } from './answer-types';
import { type DescribeCategoriesOptions, describeCategories } from './describe-categories';
import { buildResult, columnOf } from './test-fixtures';

function describeRows(
  rows: unknown[][],
  options: Partial<DescribeCategoriesOptions> = {},
  measure: Partial<ResultColumn> = {},
) {
  const result = buildResult(
    [
      ['Region', 'category'],
      ['Revenue', 'measure', measure],
    ],
    rows,
  );
  return describeCategories(result, columnOf(result, 'Region'), columnOf(result, 'Revenue'), {
    subject: 'Revenue',
    canShowShare: true,
    prefix: null,
    ...options,
  });
}

const regions = [
  ['South', 21_000],
  ['North', 34_200],
  ['East', 19_000],
  ['West', 15_800],
];

describe('describeCategories', () => {
  it('names the leader, its share of the total and the runner-up', () => {
    expect(describeRows(regions)).toBe(
      'North leads with 34.2K, 38% of the total, ahead of South with 21K.',
    );
  });

  it('leaves the share out when it means nothing', () => {
    expect(describeRows(regions, { canShowShare: false })).toBe(
      'North leads with 34.2K, ahead of South with 21K.',
    );
    expect(
      describeRows([
        ['North', 5],
        ['South', -2],
      ]),
    ).toBe('North leads with 5, ahead of South with -2.');
  });

  it('writes shares as percentages', () => {
    expect(
      describeRows(
        [
          ['North', 62.5],
          ['South', 37.5],
        ],
        {},
        { isShare: true },
      ),
    ).toBe('North leads with 62.5%, ahead of South with 37.5%.');
  });

  it('says a tie and a lone category as such', () => {
    expect(
      describeRows([
        ['North', 10],
        ['South', 10],
      ]),
    ).toBe('North and South tie with 10 each.');
    expect(describeRows([['North', 3400]])).toBe('Revenue for North is 3,400.');
  });

  it('sets the scene with a prefix', () => {
    expect(describeRows([['North', 3400]], { prefix: 'In Mar 2024' })).toBe(
      'In Mar 2024, revenue for North was 3,400.',
    );
  });

  it('returns null without figures', () => {
    expect(describeRows([['North', null]])).toBeNull();
  });
});
