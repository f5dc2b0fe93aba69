import type { AnalyzedResult } from './answer-types';
import { shapeOf } from './result-shape';
import { formatPeriod, parseTime, periodEnd } from './time-value';

/**
 * "The last period (Nov 2026) is not over yet, so its figure is partial." when a series of
 * figures over a time column with a grain ends in the period that holds `now`; null otherwise.
 * Never throws.
 */
export function findPartialPeriodNote(result: AnalyzedResult, now: Date): string | null {
  const { times, measures } = shapeOf(result);
  const time = times.find((column) => column.grain !== null);
  if (!time?.grain || measures.length === 0) return null;
  const stamps = result.rows
    .map((row) => parseTime(row[time.index])?.getTime())
    .filter((stamp): stamp is number => stamp !== undefined);
  if (stamps.length === 0) return null;
  const last = new Date(Math.max(...stamps));
  const isOpen =
    last.getTime() <= now.getTime() && now.getTime() < periodEnd(last, time.grain).getTime();
  if (!isOpen) return null;
  return `The last period (${formatPeriod(last, time.grain)}) is not over yet, so its figure is partial.`;
}
