import { describe, expect, it } from 'vitest';
import { showsGoldResult } from './match-result';

const unordered = { isOrdered: false };

describe('showsGoldResult', () => {
  it('accepts an answer that shows the gold columns among more', () => {
    const gold = { columns: ['region'], rows: [['Europe']] };
    const ours = { columns: ['Region', 'Count'], rows: [['Europe', 1486]] };
    expect(showsGoldResult(gold, ours, unordered)).toBe(true);
  });

  it('refuses another value, another row count, or a missing column', () => {
    const gold = {
      columns: ['region', 'n'],
      rows: [
        ['Europe', 3],
        ['Asia', 2],
      ],
    };
    expect(
      showsGoldResult(
        gold,
        {
          columns: ['r', 'n'],
          rows: [
            ['Europe', 3],
            ['Asia', 1],
          ],
        },
        unordered,
      ),
    ).toBe(false);
    expect(showsGoldResult(gold, { columns: ['r', 'n'], rows: [['Europe', 3]] }, unordered)).toBe(
      false,
    );
    expect(showsGoldResult(gold, { columns: ['r'], rows: [['Europe'], ['Asia']] }, unordered)).toBe(
      false,
    );
  });

  it('reads a year as the 1 January date of a yearly grain, and a midnight timestamp as its date', () => {
    const gold = {
      columns: ['year', 'n'],
      rows: [
        [2023, 5],
        [2024, 7],
      ],
    };
    const ours = {
      columns: ['Order date (year)', 'Count'],
      rows: [
        ['2023-01-01', 5],
        ['2024-01-01', 7],
      ],
    };
    expect(showsGoldResult(gold, ours, unordered)).toBe(true);
    const monthly = { columns: ['m'], rows: [['2024-02-01 00:00:00']] };
    expect(
      showsGoldResult(monthly, { columns: ['Month'], rows: [['2024-02-01']] }, unordered),
    ).toBe(true);
  });

  it('counts row order only when told to', () => {
    const gold = { columns: ['p'], rows: [['a'], ['b']] };
    const ours = { columns: ['p'], rows: [['b'], ['a']] };
    expect(showsGoldResult(gold, ours, unordered)).toBe(true);
    expect(showsGoldResult(gold, ours, { isOrdered: true })).toBe(false);
  });
});
