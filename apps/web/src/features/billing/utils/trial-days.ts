const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whole days left of a trial ending at `trialEndsAt`, rounded up (ends in 30 hours: 2 days); 0
 * once it ended, null when the end is unknown.
 * @example trialDaysLeft('2026-03-10T12:00:00Z', new Date('2026-03-08T12:00:00Z')) // 2
 */
export function trialDaysLeft(trialEndsAt: string | null, now: Date = new Date()): number | null {
  if (!trialEndsAt) return null;
  const end = new Date(trialEndsAt).getTime();
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

/** "Pro trial — 3 days left", "— 1 day left", "— ends today". */
export function trialText(daysLeft: number | null): string {
  if (daysLeft === null) return 'Pro trial';
  if (daysLeft === 0) return 'Pro trial — ends today';
  return `Pro trial — ${daysLeft} day${daysLeft === 1 ? '' : 's'} left`;
}
