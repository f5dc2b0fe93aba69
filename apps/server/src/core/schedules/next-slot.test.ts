import { describe, expect, it } from 'vitest';
import { nextSlot } from './next-slot';

const at = (iso: string) => new Date(iso);
const iso = (date: Date | null) => date?.toISOString() ?? null;

describe('nextSlot', () => {
  it('is null when the frequency is off', () => {
    expect(nextSlot({ kind: 'off' }, at('2025-06-01T10:00:00Z'))).toBeNull();
  });

  it('runs hourly at its minute, strictly after the given time', () => {
    const hourly = { kind: 'hourly', minute: 15 } as const;
    expect(iso(nextSlot(hourly, at('2025-06-01T10:00:00Z')))).toBe('2025-06-01T10:15:00.000Z');
    expect(iso(nextSlot(hourly, at('2025-06-01T10:15:00Z')))).toBe('2025-06-01T11:15:00.000Z');
    expect(iso(nextSlot(hourly, at('2025-06-01T23:59:30Z')))).toBe('2025-06-02T00:15:00.000Z');
  });

  it('runs daily at a time of its zone, today while the time is ahead, else tomorrow', () => {
    const daily = { kind: 'daily', time: '07:30', timeZone: 'Europe/Berlin' } as const;
    // Summer time: 07:30 in Berlin is 05:30 UTC.
    expect(iso(nextSlot(daily, at('2025-06-01T05:00:00Z')))).toBe('2025-06-01T05:30:00.000Z');
    expect(iso(nextSlot(daily, at('2025-06-01T05:30:00Z')))).toBe('2025-06-02T05:30:00.000Z');
    // Winter time: 06:30 UTC.
    expect(iso(nextSlot(daily, at('2025-01-10T12:00:00Z')))).toBe('2025-01-11T06:30:00.000Z');
    // 22:00 UTC is 07:00 tomorrow in Tokyo: its 08:00 is an hour away, on the UTC day before.
    const tokyo = { kind: 'daily', time: '08:00', timeZone: 'Asia/Tokyo' } as const;
    expect(iso(nextSlot(tokyo, at('2025-06-01T22:00:00Z')))).toBe('2025-06-01T23:00:00.000Z');
    expect(iso(nextSlot(tokyo, at('2025-06-01T23:00:00Z')))).toBe('2025-06-02T23:00:00.000Z');
  });

  it('keeps the wall-clock time across the changes of summer time in Berlin', () => {
    const daily = { kind: 'daily', time: '07:30', timeZone: 'Europe/Berlin' } as const;
    // Clocks go forward on 30 March 2025: 06:30 UTC the day before, 05:30 UTC that day.
    expect(iso(nextSlot(daily, at('2025-03-29T07:00:00Z')))).toBe('2025-03-30T05:30:00.000Z');
    // Clocks go back on 26 October 2025: 05:30 UTC before, 06:30 UTC that day.
    expect(iso(nextSlot(daily, at('2025-10-25T06:00:00Z')))).toBe('2025-10-26T06:30:00.000Z');
  });

  it('moves a skipped time forward by the gap and runs a repeated time once', () => {
    const skipped = { kind: 'daily', time: '02:30', timeZone: 'Europe/Berlin' } as const;
    // 02:30 does not exist on 30 March 2025: the slot is 03:30 summer time (01:30 UTC).
    expect(iso(nextSlot(skipped, at('2025-03-29T12:00:00Z')))).toBe('2025-03-30T01:30:00.000Z');
    expect(iso(nextSlot(skipped, at('2025-03-30T01:30:00Z')))).toBe('2025-03-31T00:30:00.000Z');
    // 02:30 happens twice on 26 October 2025 (00:30 and 01:30 UTC): the first one only.
    expect(iso(nextSlot(skipped, at('2025-10-25T12:00:00Z')))).toBe('2025-10-26T00:30:00.000Z');
    expect(iso(nextSlot(skipped, at('2025-10-26T00:30:00Z')))).toBe('2025-10-27T01:30:00.000Z');
  });

  it('runs weekly on its day at its time, next week once this week has passed', () => {
    // 2 June 2025 is a Monday.
    const monday = { kind: 'weekly', day: 1, time: '09:00', timeZone: 'UTC' } as const;
    expect(iso(nextSlot(monday, at('2025-06-01T12:00:00Z')))).toBe('2025-06-02T09:00:00.000Z');
    expect(iso(nextSlot(monday, at('2025-06-02T09:00:00Z')))).toBe('2025-06-09T09:00:00.000Z');
    expect(iso(nextSlot(monday, at('2025-06-02T08:59:00Z')))).toBe('2025-06-02T09:00:00.000Z');
    // Sunday 30 March 2025 in Berlin, the day summer time starts.
    const sunday = { kind: 'weekly', day: 0, time: '10:00', timeZone: 'Europe/Berlin' } as const;
    expect(iso(nextSlot(sunday, at('2025-03-24T00:00:00Z')))).toBe('2025-03-30T08:00:00.000Z');
    expect(iso(nextSlot(sunday, at('2025-03-30T08:00:00Z')))).toBe('2025-04-06T08:00:00.000Z');
  });

  it('reads the weekday in the schedule’s zone, not in UTC', () => {
    // Monday 00:30 in Berlin is still Sunday in UTC.
    const monday = { kind: 'weekly', day: 1, time: '00:30', timeZone: 'Europe/Berlin' } as const;
    expect(iso(nextSlot(monday, at('2025-06-01T12:00:00Z')))).toBe('2025-06-01T22:30:00.000Z');
  });
});
