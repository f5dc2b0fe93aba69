import type { UserSubscription } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import { planOf } from '../../core/entitlements';
import type { OrgScope } from '../../core/identity';
import type { Db } from '../../db/client';
import { type BillingAccount, findBillingAccount } from './billing-account';
import { hasLiveSubscription, ownPlan } from './own-plan';
import { trialClaims } from './tables';

type Status = UserSubscription['status'];

/** Stripe's statuses as the app shows them; the ones that still bill read as past due. */
function statusOf(account: BillingAccount | null, isTrail: boolean): Status {
  if (isTrail) return 'trialing';
  if (!account?.subscriptionStatus) return 'active';
  if (hasLiveSubscription(account)) {
    return account.subscriptionStatus === 'trialing' || account.subscriptionStatus === 'active'
      ? account.subscriptionStatus
      : 'past_due';
  }
  return account.subscriptionStatus === 'canceled' ? 'canceled' : 'active';
}

/**
 * A person's view of the subscription of the organization they act in (`users/me` →
 * `subscription`, `subscription/user/{id}`): the plan in force, where it comes from, the Pro
 * trial (`isTrail` running, `isTrailAvailed` ever claimed by this person) and the paid period.
 */
export async function getUserSubscription(
  db: Db,
  options: { userId: string; scope: Pick<OrgScope, 'org' | 'permissions'>; now: Date },
): Promise<UserSubscription> {
  const { org } = options.scope;
  const [account, claims] = await Promise.all([
    findBillingAccount(db, org.id),
    db
      .select({ userId: trialClaims.userId })
      .from(trialClaims)
      .where(eq(trialClaims.userId, options.userId)),
  ]);
  const plan = planOf(org, options.now);
  const isTrail =
    org.trialEndsAt !== null && org.trialEndsAt > options.now && plan.name !== org.plan;
  const paid = account !== null && hasLiveSubscription(account) && ownPlan(account) === org.plan;
  const paidAndChosen = paid && account.subscriptionPlan === org.plan;
  let source: UserSubscription['source'] = 'assigned';
  if (isTrail) source = 'trial';
  else if (paidAndChosen) source = 'stripe';
  return {
    _id: org.id,
    plan: plan.name,
    period: paidAndChosen ? account.subscriptionPeriod : null,
    status: statusOf(account, isTrail),
    source,
    isTrail,
    isTrailAvailed: claims.length > 0,
    trialEndsAt: isTrail ? (org.trialEndsAt?.toISOString() ?? null) : null,
    currentPeriodEnd: paid ? (account.currentPeriodEnd?.toISOString() ?? null) : null,
    cancelAtPeriodEnd: paid ? account.cancelAtPeriodEnd : false,
    canManageBilling: options.scope.permissions.includes('billing.manage'),
  };
}
