import { describe, expect, it } from 'vitest';
import type { ResultColumn, ResultRole } from './answer-types';
import { describeTimeSeries } from './describe-time-series';
import { buildResult, columnOf } from './test-fixtures';

function describeSeries(
  rows: unknown[][],
  time: Partial<ResultColumn> = { grain: 'month' },
  measure: Partial<ResultColumn> = {},
) {
  const columns: Array<[string, ResultRole, Partial<ResultColumn>]> = [
    ['Month', 'time', time],
    ['Revenue', 'measure', measure],
  ];
  const result = buildResult(columns, rows);
  return describeTimeSeries(
    result,
    columnOf(result, 'Month'),
    columnOf(result, 'Revenue'),
    'Revenue',
  );
}

describe('describeTimeSeries', () => {
  it('compares the last period with the one before, whatever the row order', () => {
    const rows = [
      ['2024-03-01', 1_200_000],
      ['2024-01-01', 990_000],
      ['2024-02-01', 1_052_632],
    ];
    expect(describeSeries(rows)).toBe('Revenue in Mar 2024 was 1.2M, up 14% on Feb 2024.');
  });

  it('says down, the same, and against 0', () => {
    expect(
      describeSeries(
        [
          ['2023-01-01', 200],
          ['2024-01-01', 150],
        ],
        { grain: 'year' },
      ),
    ).toBe('Revenue in 2024 was 150, down 25% on 2023.');
    expect(
      describeSeries([
        ['2024-02-01', 150],
        ['2024-03-01', 150],
      ]),
    ).toBe('Revenue in Mar 2024 was 150, the same as in Feb 2024.');
    expect(
      describeSeries([
        ['2024-02-01', 0],
        ['2024-03-01', 150],
      ]),
    ).toBe('Revenue in Mar 2024 was 150, against 0 in Feb 2024.');
  });

  it('compares shares by their percentages', () => {
    expect(
      describeSeries(
        [
          ['2024-02-01', 35],
          ['2024-03-01', 38],
        ],
        { grain: 'month' },
        { isShare: true },
      ),
    ).toBe('Revenue in Mar 2024 was 38%, up from 35% in Feb 2024.');
  });

  it('names weeks and days', () => {
    expect(
      describeSeries(
        [
          ['2024-02-26', 100],
          ['2024-03-04', 150],
        ],
        { grain: 'week' },
      ),
    ).toBe('Revenue in the week of 4 Mar 2024 was 150, up 50% on the week of 26 Feb 2024.');
  });

  it('tells the change over the range without a grain', () => {
    expect(
      describeSeries(
        [
          ['2024-01-01', 1200],
          ['2024-02-10', 2000],
          ['2024-03-31', 3400],
        ],
        { grain: null },
      ),
    ).toBe('Revenue went from 1,200 on 1 Jan 2024 to 3,400 on 31 Mar 2024, up 183.3%.');
  });

  it('describes a single period and skips empty rows', () => {
    expect(
      describeSeries([
        ['2024-03-01', 1_200_000],
        ['2024-04-01', null],
      ]),
    ).toBe('Revenue in Mar 2024 was 1.2M.');
    expect(describeSeries([['2024-04-01', null]])).toBeNull();
  });
});
