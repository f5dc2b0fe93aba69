import type { ScheduleFrequency } from '@tabletalk/contracts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A date and a time of day on a wall clock, without a zone. */
interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `timeZone` at an instant. */
function wallTimeAt(instant: number, timeZone: string): WallTime {
  const parts = formatterOf(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** A wall time read as if it were UTC: the arithmetic ground for offsets. */
function asUtc(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds (whole minutes). */
function offsetAt(instant: number, timeZone: string): number {
  return asUtc(wallTimeAt(instant, timeZone)) - Math.floor(instant / MINUTE) * MINUTE;
}

/**
 * The instant a wall time happens in a zone. A time the clocks pass twice (autumn) is its first
 * occurrence; a time they skip (spring) is moved forward by the gap (02:30 → 03:30 in Berlin), so
 * a daily slot still runs that day.
 */
function instantOf(wall: WallTime, timeZone: string): number {
  const local = asUtc(wall);
  // The offsets in force half a day around: at most one change of offset lies in between.
  const before = local - offsetAt(local - DAY / 2, timeZone);
  const after = local - offsetAt(local + DAY / 2, timeZone);
  const happens = [before, after].filter((t) => offsetAt(t, timeZone) === local - t);
  if (happens.length > 0) return Math.min(...happens);
  return before;
}

/** The wall date `days` after a wall time's date, at `hour:minute`. */
function dateAfter(wall: WallTime, days: number, hour: number, minute: number): WallTime {
  const date = new Date(Date.UTC(wall.year, wall.month - 1, wall.day + days));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour,
    minute,
  };
}

function weekdayOf(wall: WallTime): number {
  return new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
}

/** The first day at `time` in `timeZone` after an instant whose weekday `matches`. */
function nextDayAt(
  after: number,
  time: string,
  timeZone: string,
  matches: (weekday: number) => boolean,
): Date {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  const today = wallTimeAt(after, timeZone);
  // Eight days reach the same weekday next week even when today's slot has passed.
  for (let days = 0; days <= 8; days += 1) {
    const candidate = dateAfter(today, days, hour, minute);
    if (!matches(weekdayOf(candidate))) continue;
    const instant = instantOf(candidate, timeZone);
    if (instant > after) return new Date(instant);
  }
  throw new Error(`No slot found for ${time} in ${timeZone}`);
}

/**
 * The first slot of a frequency strictly after `after`, or null when it is off. Hourly slots are
 * at a minute of every UTC hour (the contract gives them no zone); daily and weekly slots are at a
 * time of day in their zone, through daylight-saving changes: a skipped time runs the gap's length
 * later, a repeated time runs once, at its first occurrence. Pure: the caller passes the clock.
 * @example nextSlot({ kind: 'daily', time: '07:30', timeZone: 'Europe/Berlin' }, now)
 */
export function nextSlot(frequency: ScheduleFrequency, after: Date): Date | null {
  const at = after.getTime();
  switch (frequency.kind) {
    case 'off':
      return null;
    case 'hourly': {
      const slot = Math.floor(at / HOUR) * HOUR + frequency.minute * MINUTE;
      return new Date(slot > at ? slot : slot + HOUR);
    }
    case 'daily':
      return nextDayAt(at, frequency.time, frequency.timeZone, () => true);
    case 'weekly':
      return nextDayAt(at, frequency.time, frequency.timeZone, (day) => day === frequency.day);
  }
}
