import { describe, expect, it } from 'vitest';
import { findPartialPeriodNote } from './partial-period-note';
import { buildResult } from './test-fixtures';

const monthly = buildResult(
  [
    ['Month', 'time', { grain: 'month' }],
    ['Revenue', 'measure'],
  ],
  [
    ['2026-10-01', 10],
    ['2026-11-01', 4],
  ],
);

describe('findPartialPeriodNote', () => {
  it('notes a last period that holds now', () => {
    expect(findPartialPeriodNote(monthly, new Date('2026-11-15T10:00:00Z'))).toBe(
      'The last period (Nov 2026) is not over yet, so its figure is partial.',
    );
  });

  it('says nothing once the period is over, or without a grain or figures', () => {
    expect(findPartialPeriodNote(monthly, new Date('2026-12-01T00:00:00Z'))).toBeNull();
    const noGrain = buildResult(
      [
        ['Day', 'time'],
        ['Revenue', 'measure'],
      ],
      [['2026-11-15', 1]],
    );
    expect(findPartialPeriodNote(noGrain, new Date('2026-11-15T10:00:00Z'))).toBeNull();
    const noFigures = buildResult([['Month', 'time', { grain: 'month' }]], [['2026-11-01']]);
    expect(findPartialPeriodNote(noFigures, new Date('2026-11-15T10:00:00Z'))).toBeNull();
  });
});
