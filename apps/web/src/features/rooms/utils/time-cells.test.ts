import { describe, expect, it } from 'vitest';
import { columnGrains, formatTimeCell } from './time-cells';

describe('time cells in the answer table', () => {
  it('formats a period at its grain, like the chart axis', () => {
    expect(formatTimeCell('2024-01-01', 'month')).toBe('Jan 2024');
    expect(formatTimeCell('2024-07-01T00:00:00.000Z', 'quarter')).toBe('Q3 2024');
    expect(formatTimeCell('2024-01-01', 'year')).toBe('2024');
    expect(formatTimeCell('2024-03-04', 'week')).toBe('4 Mar 2024');
    expect(formatTimeCell('2024-12-31', 'day')).toBe('31 Dec 2024');
  });

  it('leaves what is not a date alone', () => {
    expect(formatTimeCell('North', 'month')).toBeNull();
    expect(formatTimeCell(2024, 'year')).toBeNull();
    expect(formatTimeCell(null, 'month')).toBeNull();
  });

  it('reads each column grain from the query, by the column name', () => {
    const grains = columnGrains({
      structuredQuery: {
        from: { name: 'data', schema: null, as: 'd' },
        joins: [],
        select: [
          {
            expr: { kind: 'column', table: 'd', column: 'order_date', grain: 'month' },
            as: 'Month',
          },
          { expr: { kind: 'column', table: 'd', column: 'order_date' }, as: 'Order date' },
          { expr: { kind: 'aggregate', fn: 'count', arg: null }, as: 'Count' },
        ],
        distinct: false,
        where: [],
        groupBy: [],
        having: [],
        orderBy: [],
        limit: null,
      },
    });
    expect([...grains]).toEqual([['Month', 'month']]);
    expect(columnGrains({ structuredQuery: null }).size).toBe(0);
  });
});
