import type { ServiceUsage } from '@tabletalk/contracts';

/**
 * The extra question credits the organization holds, or null where users/me does not say (the
 * field is newer than some servers' contracts, so it is read only when present).
 * @example extraCreditsOf({ ...usage, extraCredits: 500 }) // 500
 */
export function extraCreditsOf(usage: ServiceUsage | null | undefined): number | null {
  if (!usage || !('extraCredits' in usage)) return null;
  return typeof usage.extraCredits === 'number' ? usage.extraCredits : null;
}
