import { describe, expect, it } from 'vitest';
import { templateValidity, todayUtc } from './template-validity';

describe('templateValidity', () => {
  it('takes the day in UTC, whatever the server zone', () => {
    expect(todayUtc(new Date('2024-03-01T23:30:00-05:00'))).toBe('2024-03-02');
    expect(todayUtc(new Date('2024-03-02T00:30:00+02:00'))).toBe('2024-03-01');
  });

  it.each([
    [{ validFrom: null, validUntil: null }, 'valid'],
    [{ validFrom: '2024-03-02', validUntil: '2024-03-02' }, 'valid'],
    [{ validFrom: null, validUntil: '2024-03-01' }, 'expired'],
    [{ validFrom: '2024-03-03', validUntil: null }, 'not_yet_valid'],
    [{ validFrom: '2024-01-01', validUntil: '2024-02-29' }, 'expired'],
  ] as const)('%o on 2024-03-02 is %s (both ends inclusive)', (template, expected) => {
    expect(templateValidity(template, '2024-03-02')).toBe(expected);
  });
});
