import { AppError } from '@tabletalk/contracts';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { getPlan, planOf, TRIAL_PLAN } from '../../core/entitlements';
import { type OrgScope, organizations, recordAuditEvent } from '../../core/identity';
import { lockBillingAccount } from './billing-account';
import { findPriceItem } from './plan-prices';
import { trialClaims } from './tables';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Claims the Pro trial for the organization the caller acts in: once per person ever (SPEC 4),
 * against the Pro Monthly price (SPEC 9), for TRIAL_DAYS. The organization has Pro until then
 * (`planOf` reads `trial_ends_at`) and its own plan again afterwards, with nothing deleted.
 * @throws AppError VALIDATION_FAILED for another price, TRIAL_ALREADY_AVAILED when the person
 *   claimed one before (two claims at once: one wins), TRIAL_NOT_AVAILABLE when the organization
 *   already has Pro or better, or a trial running.
 */
export async function claimProTrial(
  ctx: Pick<AppContext, 'db' | 'log' | 'now' | 'env'>,
  options: { scope: OrgScope; userId: string; priceId: string },
): Promise<{ endsAt: Date }> {
  const item = findPriceItem(options.priceId);
  if (item?.kind !== 'plan' || item.plan !== TRIAL_PLAN || item.period !== 'Monthly') {
    throw new AppError('VALIDATION_FAILED', {
      message: 'The Pro trial is claimed against the Pro Monthly plan.',
    });
  }
  const now = ctx.now();
  const endsAt = new Date(now.getTime() + ctx.env.plans.trialDays * DAY_MS);
  return ctx.db.transaction(async (tx) => {
    // The account's row lock orders claims in one organization; the claim's key orders a person's.
    await lockBillingAccount(tx, options.scope.org.id);
    const [org] = await tx
      .select()
      .from(organizations)
      .where(eq(organizations.id, options.scope.org.id));
    if (!org) throw new AppError('NOT_FOUND');
    const [earlier] = await tx
      .select({ userId: trialClaims.userId })
      .from(trialClaims)
      .where(eq(trialClaims.userId, options.userId));
    if (earlier) throw new AppError('TRIAL_ALREADY_AVAILED');
    if (planOf(org, now).rank >= getPlan(TRIAL_PLAN).rank) {
      throw new AppError('TRIAL_NOT_AVAILABLE');
    }
    const claimed = await tx
      .insert(trialClaims)
      .values({
        userId: options.userId,
        orgId: org.id,
        plan: TRIAL_PLAN,
        priceId: options.priceId,
        startedAt: now,
        endsAt,
      })
      .onConflictDoNothing({ target: trialClaims.userId })
      .returning({ userId: trialClaims.userId });
    if (claimed.length === 0) throw new AppError('TRIAL_ALREADY_AVAILED');
    await tx
      .update(organizations)
      .set({
        trialEndsAt: sql`greatest(${organizations.trialEndsAt}, ${endsAt.toISOString()}::timestamptz)`,
      })
      .where(eq(organizations.id, org.id));
    await recordAuditEvent(
      { db: tx, log: ctx.log, now: ctx.now },
      {
        orgId: org.id,
        actorId: options.userId,
        action: 'billing.trial_started',
        detail: { plan: TRIAL_PLAN, endsAt: endsAt.toISOString() },
      },
      tx,
    );
    return { endsAt };
  });
}
