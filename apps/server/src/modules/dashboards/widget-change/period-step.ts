const DAY_MS = 86_400_000;

/** How far back the previous period starts, and its name ("month", "3 months", "14 days"). */
export interface PeriodStep {
  /** The start of the period just before `start`, of the same length. */
  back(start: Date): Date;
  period: string;
}

const monthsBetween = (start: Date, end: Date) =>
  (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();

const isMidnight = (date: Date) => date.getTime() % DAY_MS === 0;

const named = (count: number, unit: string) => (count === 1 ? unit : `${count} ${unit}s`);

function monthsBack(months: number) {
  return (start: Date) => {
    const back = new Date(start.getTime());
    back.setUTCMonth(back.getUTCMonth() - months);
    return back;
  };
}

/**
 * The step from a range to the previous one of equal length: whole years, quarters or months
 * move by the calendar (March → February, though they differ in days), whole weeks and days by
 * days, anything else by its exact length ("period").
 */
export function periodStep(start: Date, end: Date): PeriodStep {
  const isFirstOfMonth = isMidnight(start) && start.getUTCDate() === 1;
  const months = monthsBetween(start, end);
  const endsOnFirst = isMidnight(end) && end.getUTCDate() === 1;
  if (isFirstOfMonth && endsOnFirst && months > 0) {
    if (start.getUTCMonth() === 0 && months % 12 === 0) {
      return { back: monthsBack(months), period: named(months / 12, 'year') };
    }
    if (start.getUTCMonth() % 3 === 0 && months % 3 === 0) {
      return { back: monthsBack(months), period: named(months / 3, 'quarter') };
    }
    return { back: monthsBack(months), period: named(months, 'month') };
  }
  const length = end.getTime() - start.getTime();
  const back = (from: Date) => new Date(from.getTime() - length);
  if (isMidnight(start) && length % DAY_MS === 0) {
    const days = length / DAY_MS;
    return { back, period: days % 7 === 0 ? named(days / 7, 'week') : named(days, 'day') };
  }
  return { back, period: 'period' };
}
