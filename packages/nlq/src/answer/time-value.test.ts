import { describe, expect, it } from 'vitest';
import { formatPeriod, formatTimeCell, parseTime, periodEnd } from './time-value';

describe('parseTime', () => {
  it.each([
    ['2024-03-01', '2024-03-01T00:00:00.000Z'],
    ['2024-03-01 14:30:00', '2024-03-01T14:30:00.000Z'],
    ['2024-03-01T14:30:00+02:00', '2024-03-01T12:30:00.000Z'],
    ['2024-03', '2024-03-01T00:00:00.000Z'],
    ['2024', '2024-01-01T00:00:00.000Z'],
    [2024, '2024-01-01T00:00:00.000Z'],
  ])('%s → %s', (value, iso) => {
    expect(parseTime(value)?.toISOString()).toBe(iso);
  });

  it('keeps Date objects and rejects what is not a time', () => {
    const date = new Date('2024-01-02T00:00:00Z');
    expect(parseTime(date)).toBe(date);
    expect(parseTime('North')).toBeNull();
    expect(parseTime(12.5)).toBeNull();
    expect(parseTime(null)).toBeNull();
  });
});

describe('periodEnd', () => {
  const start = new Date('2024-01-01T00:00:00Z');
  it.each([
    ['day', '2024-01-02'],
    ['week', '2024-01-08'],
    ['quarter', '2024-04-01'],
    ['year', '2025-01-01'],
  ] as const)('%s', (grain, iso) => {
    expect(periodEnd(start, grain).toISOString().slice(0, 10)).toBe(iso);
  });

  it('moves a month start to the next month', () => {
    expect(periodEnd(new Date('2024-11-01T00:00:00Z'), 'month').toISOString()).toBe(
      '2024-12-01T00:00:00.000Z',
    );
  });
});

describe('formatPeriod', () => {
  const date = new Date('2024-03-04T00:00:00Z');
  it.each([
    ['year', '2024'],
    ['quarter', 'Q1 2024'],
    ['month', 'Mar 2024'],
    ['week', 'week of 4 Mar 2024'],
    ['day', '4 Mar 2024'],
    [null, '4 Mar 2024'],
  ] as const)('%s → %s', (grain, text) => {
    expect(formatPeriod(date, grain)).toBe(text);
  });

  it('shows the time of day of a timestamp', () => {
    expect(formatPeriod(new Date('2024-03-04T14:30:00Z'), null)).toBe('4 Mar 2024 14:30');
  });

  it('writes cells that are not times as text', () => {
    expect(formatTimeCell('soon', 'month')).toBe('soon');
    expect(formatTimeCell('2024-11-01', 'month')).toBe('Nov 2024');
  });
});
