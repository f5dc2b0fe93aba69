import type { Condition } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { describeFilteredPeriod } from './period-filter';
import { buildOrdersModel, buildQuery, col } from './test-fixtures';

const model = buildOrdersModel();

function wordsFor(where: Condition[]): string | null {
  const query = buildQuery([{ expr: col('revenue'), as: 'Revenue' }], { where });
  return describeFilteredPeriod(query, model);
}

const between = (low: string, high: string): Condition => ({
  kind: 'between',
  left: col('order_date'),
  low,
  high,
});

describe('describeFilteredPeriod', () => {
  it.each([
    [[between('2023-01-01', '2023-12-31')], 'in 2023'],
    [[between('2024-01-01', '2024-03-31')], 'in Q1 2024'],
    [[between('2024-03-01', '2024-03-31T23:59:59')], 'in Mar 2024'],
    [[between('2024-03-04', '2024-03-04')], 'on 4 Mar 2024'],
    [[between('2024-01-01', '2024-03-15')], 'from 1 Jan 2024 to 15 Mar 2024'],
  ])('reads a range: %j → %s', (where, words) => {
    expect(wordsFor(where)).toBe(words);
  });

  it('pairs lower and upper bounds inside an AND', () => {
    const where: Condition[] = [
      {
        kind: 'and',
        conditions: [
          { kind: 'compare', left: col('order_date'), op: 'gte', value: '2023-01-01' },
          { kind: 'compare', left: col('order_date'), op: 'lt', value: '2024-01-01' },
        ],
      },
    ];
    expect(wordsFor(where)).toBe('in 2023');
  });

  it('reads a period compared at its grain, and one-sided bounds', () => {
    expect(
      wordsFor([
        { kind: 'compare', left: col('order_date', 'month'), op: 'eq', value: '2024-11-01' },
      ]),
    ).toBe('in Nov 2024');
    expect(
      wordsFor([{ kind: 'compare', left: col('order_date'), op: 'gte', value: '2024-01-01' }]),
    ).toBe('since 1 Jan 2024');
    expect(
      wordsFor([{ kind: 'compare', left: col('order_date'), op: 'lt', value: '2024-01-01' }]),
    ).toBe('before 1 Jan 2024');
  });

  it('ignores filters on other columns', () => {
    expect(
      wordsFor([{ kind: 'compare', left: col('region'), op: 'eq', value: 'North' }]),
    ).toBeNull();
    expect(wordsFor([])).toBeNull();
  });
});
