import { describe, expect, it } from 'vitest';
import { describeFrequency, frequencyOfKind } from './frequency';

describe('frequencyOfKind', () => {
  it('keeps the time and zone already chosen when switching between daily and weekly', () => {
    const daily = { kind: 'daily', time: '07:30', timeZone: 'Europe/Berlin' } as const;
    expect(frequencyOfKind('weekly', daily)).toEqual({
      kind: 'weekly',
      day: 1,
      time: '07:30',
      timeZone: 'Europe/Berlin',
    });
    expect(frequencyOfKind('off', daily)).toEqual({ kind: 'off' });
  });

  it('starts a daily refresh at 08:00 in the zone given', () => {
    expect(frequencyOfKind('daily', { kind: 'off' }, 'UTC')).toEqual({
      kind: 'daily',
      time: '08:00',
      timeZone: 'UTC',
    });
  });
});

describe('describeFrequency', () => {
  it('says the weekly day and time in words', () => {
    const weekly = { kind: 'weekly', day: 3, time: '09:00', timeZone: 'UTC' } as const;
    expect(describeFrequency(weekly)).toBe('Every Wednesday at 09:00 (UTC)');
  });
});
