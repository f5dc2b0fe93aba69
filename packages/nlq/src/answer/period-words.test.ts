import { describe, expect, it } from 'vitest';
import { periodWords } from './period-words';

const date = new Date('2024-03-04T00:00:00Z');

describe('periodWords', () => {
  it.each([
    ['month', 'Mar 2024', 'in Mar 2024'],
    ['year', '2024', 'in 2024'],
    ['week', 'the week of 4 Mar 2024', 'in the week of 4 Mar 2024'],
    ['day', '4 Mar 2024', 'on 4 Mar 2024'],
    [null, '4 Mar 2024', 'on 4 Mar 2024'],
  ] as const)('%s → %s / %s', (grain, bare, within) => {
    expect(periodWords(date, grain)).toEqual({ bare, within });
  });
});
