import { describe, expect, it } from 'vitest';
import { readDates } from './read-dates';
import { tokenize } from './tokenize';

const now = new Date('2026-11-27T12:00:00Z');
const datesIn = (question: string) =>
  readDates(question, tokenize(question), now).map(({ start, end }) => [start, end]);

describe('readDates', () => {
  it.each([
    ['orders placed yesterday', [['2026-11-26', '2026-11-27']]],
    ['sales on 12 March 2025', [['2025-03-12', '2025-03-13']]],
    ['revenue since March', [['2026-03-01', null]]],
    ['signups last month', [['2026-10-01', '2026-11-01']]],
    ['tickets opened today', [['2026-11-27', '2026-11-28']]],
    ['visits between January 2025 and March 2025', [['2025-01-01', '2025-04-01']]],
    ['refunds in Q3 2024', [['2024-07-01', '2024-10-01']]],
  ])('finds the period in "%s"', (question, periods) => {
    expect(datesIn(question)).toEqual(periods);
  });

  it('finds none where no word names a time, nor in a bare year', () => {
    expect(datesIn('names of students who take a course')).toEqual([]);
    expect(datesIn('films made in 2006')).toEqual([]);
  });
});
