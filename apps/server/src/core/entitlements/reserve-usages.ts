import { type Reservation, reservationOf } from './reservation';
import { usageMeterOf } from './reserve-usage';
import type { EntitlementContext, OrgPlanRef, UsageKind } from './types';
import { countIfUnder, uncount } from './usage-meter';

/** Uses counted together, handed out one at a time to the work each was taken for. */
export interface Reservations {
  /** One of the uses, released alone if its work fails; null once every use is handed out. */
  take(): Reservation | null;
  /** Gives back, in one statement, every use not handed out; none can be taken after. */
  releaseUntaken(): Promise<void>;
}

/**
 * Counts `count` uses of the organization's plan at once, in one statement, for work done in a
 * batch (a dashboard's refresh asks each of its items): all of them, or none (null) when together
 * they would pass the plan's daily or monthly limit (UTC), so the caller can fall back to
 * `reserveUsage` one use at a time. Concurrent reservations can never pass a limit together.
 * Each use handed out (`take`) is released alone when its work fails; release the ones never
 * handed out with `releaseUntaken`. A batch takes no extra question credits: past the month's
 * limit it is refused, and the caller's one-at-a-time fallback (`reserveUsage`) takes a credit per
 * question, so plan questions are used first and credits only for what does not fit.
 * @example
 *   const uses = await reserveUsages(ctx, org, 'question', items.length);
 *   try { … ask(ctx, { …, reserved: uses?.take() ?? undefined }) … } finally { await uses?.releaseUntaken(); }
 */
export async function reserveUsages(
  ctx: EntitlementContext,
  org: OrgPlanRef,
  kind: UsageKind,
  count: number,
): Promise<Reservations | null> {
  const { key, limits } = usageMeterOf(ctx, org, kind);
  if (!(await countIfUnder(ctx, key, limits, count))) return null;
  let untaken = Math.max(0, count);
  return {
    take() {
      if (untaken === 0) return null;
      untaken -= 1;
      return reservationOf(() => uncount(ctx, key));
    },
    async releaseUntaken() {
      const uses = untaken;
      untaken = 0;
      await uncount(ctx, key, uses);
    },
  };
}
