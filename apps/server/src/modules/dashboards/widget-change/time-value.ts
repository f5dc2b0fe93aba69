const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME_NO_ZONE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
const YEAR_MONTH = /^\d{4}-\d{2}$/;
const YEAR = /^\d{4}$/;

/**
 * A filter's time value as a Date, read as the engine writes it: an ISO date ('2024-03-01'), a
 * date and time without a zone (UTC, as the engine reads it), '2024-03', or a year (2024 or
 * '2024'). Null for anything else. Never throws.
 */
export function parseTimeValue(value: unknown): Date | null {
  if (typeof value === 'number') {
    return Number.isInteger(value) && value >= 1000 && value <= 9999
      ? new Date(Date.UTC(value, 0, 1))
      : null;
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  let iso: string | null = null;
  if (YEAR.test(text)) iso = `${text}-01-01T00:00:00Z`;
  else if (YEAR_MONTH.test(text)) iso = `${text}-01T00:00:00Z`;
  else if (DATE_ONLY.test(text)) iso = `${text}T00:00:00Z`;
  else if (DATE_TIME_NO_ZONE.test(text)) iso = `${text.replace(' ', 'T')}Z`;
  else if (/^\d{4}-\d{2}-\d{2}T.*(Z|[+-]\d{2}:?\d{2})$/.test(text)) iso = text;
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Whether a value is written as a date alone ('2024-03-01'), not a time of day. */
export const isDateOnly = (value: unknown) => typeof value === 'string' && DATE_ONLY.test(value);

/** A Date written as the engine writes filter values: '2024-03-01', or '2024-03-01 12:30:00'. */
export function formatTimeValue(date: Date, dateOnly: boolean): string {
  const iso = date.toISOString();
  return dateOnly ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}
