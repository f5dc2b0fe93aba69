import type { TimeGrain } from '@tabletalk/contracts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_NO_ZONE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
const YEAR_ONLY = /^\d{4}$/;
const YEAR_MONTH = /^\d{4}-\d{2}$/;

/**
 * A time cell as a Date. Dates and times without a zone are read as UTC, so a period is the same
 * whatever the server's zone; a bare year (2024 or '2024') and '2024-03' are the start of that
 * period. Null when the cell is not a time. Never throws.
 */
export function parseTime(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 1000 && value <= 9999) {
    return new Date(Date.UTC(value, 0, 1));
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let iso = text;
  if (YEAR_ONLY.test(text)) iso = `${text}-01-01T00:00:00Z`;
  else if (YEAR_MONTH.test(text)) iso = `${text}-01T00:00:00Z`;
  else if (DATE_ONLY.test(text)) iso = `${text}T00:00:00Z`;
  else if (DATE_TIME_NO_ZONE.test(text)) iso = `${text.replace(' ', 'T')}Z`;
  const parsed = new Date(iso);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** The first instant after the period of `grain` that starts at `start` (UTC). */
export function periodEnd(start: Date, grain: TimeGrain): Date {
  const end = new Date(start.getTime());
  if (grain === 'day') end.setUTCDate(end.getUTCDate() + 1);
  else if (grain === 'week') end.setUTCDate(end.getUTCDate() + 7);
  else if (grain === 'month') end.setUTCMonth(end.getUTCMonth() + 1);
  else if (grain === 'quarter') end.setUTCMonth(end.getUTCMonth() + 3);
  else end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function dayText(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

function hasClockTime(date: Date): boolean {
  return date.getUTCHours() + date.getUTCMinutes() + date.getUTCSeconds() > 0;
}

/**
 * A period's name for a sentence: '2024', 'Q1 2024', 'Mar 2024', 'week of 4 Mar 2024',
 * '4 Mar 2024'; without a grain a day, with the time of day when there is one ('4 Mar 2024 14:30').
 */
export function formatPeriod(date: Date, grain: TimeGrain | null): string {
  const year = date.getUTCFullYear();
  if (grain === 'year') return String(year);
  if (grain === 'quarter') return `Q${Math.floor(date.getUTCMonth() / 3) + 1} ${year}`;
  if (grain === 'month') return `${MONTHS[date.getUTCMonth()]} ${year}`;
  if (grain === 'week') return `week of ${dayText(date)}`;
  if (grain === 'day' || !hasClockTime(date)) return dayText(date);
  return `${dayText(date)} ${date.toISOString().slice(11, 16)}`;
}

/** A time cell's name for a sentence, or the cell as text when it is not a time. */
export function formatTimeCell(value: unknown, grain: TimeGrain | null): string {
  const date = parseTime(value);
  return date ? formatPeriod(date, grain) : String(value);
}
