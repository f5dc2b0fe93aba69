/** Today's calendar date in UTC (YYYY-MM-DD), the day validity periods are compared with. */
export function todayUtc(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Where a template stands on a day: `expired` after its last valid day, `not_yet_valid` before
 * its first, `valid` otherwise. Both ends are inclusive calendar dates (YYYY-MM-DD), compared
 * as text, which orders such dates correctly.
 */
export function templateValidity(
  template: { validFrom: string | null; validUntil: string | null },
  today: string,
): 'valid' | 'expired' | 'not_yet_valid' {
  if (template.validUntil && template.validUntil < today) return 'expired';
  if (template.validFrom && template.validFrom > today) return 'not_yet_valid';
  return 'valid';
}
