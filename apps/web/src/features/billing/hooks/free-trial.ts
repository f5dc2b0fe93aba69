import type { Plan, ServiceUsage, UserSubscription } from '@tabletalk/contracts';
import { hasCode } from '../../../lib/errors';
import type { StorageLike } from '../../../lib/storage';

export const FREE_TRIAL_KEY = 'tabletalk:freetrial';

/** Remembers a 'freetrial' address (campaign links) for this tab until the trial is claimed. */
export function rememberFreeTrial(address: string, storage: StorageLike): boolean {
  if (!address.toLowerCase().includes('freetrial')) return false;
  try {
    storage.setItem(FREE_TRIAL_KEY, '1');
  } catch {
    return false;
  }
  return true;
}

export function hasFreeTrialFlag(storage: StorageLike): boolean {
  try {
    return storage.getItem(FREE_TRIAL_KEY) === '1';
  } catch {
    return false;
  }
}

export function clearFreeTrialFlag(storage: StorageLike): void {
  try {
    storage.removeItem(FREE_TRIAL_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** The plan the trial is claimed against: Pro, billed monthly. */
export function proMonthlyPlan(plans: readonly Plan[] | undefined): Plan | null {
  return plans?.find((plan) => plan.title === 'Pro' && plan.type === 'Monthly') ?? null;
}

interface TrialConditions {
  hasUser: boolean;
  hasFlag: boolean;
  plans: readonly Plan[] | undefined;
  usage: ServiceUsage | null | undefined;
  subscription?: UserSubscription | null;
}

/**
 * Claim only once the user and plans are loaded, and not while a trial runs or once one was
 * claimed (the server would refuse: TRIAL_ALREADY_AVAILED).
 */
export function shouldClaimTrial(conditions: TrialConditions): boolean {
  const { hasUser, hasFlag, plans, usage, subscription } = conditions;
  const isOnTrial = usage?.isTrial === true || subscription?.isTrail === true;
  const hasAvailed = subscription?.isTrailAvailed === true;
  return hasUser && hasFlag && proMonthlyPlan(plans) !== null && !isOnTrial && !hasAvailed;
}

/**
 * Refusals of a campaign link's trial that need no word: a trial was already claimed, the plan
 * is already Pro or above, or (servers without billing) the call does not exist.
 */
export function isQuietTrialRefusal(error: unknown): boolean {
  return (
    hasCode(error, 'TRIAL_ALREADY_AVAILED') ||
    hasCode(error, 'TRIAL_NOT_AVAILABLE') ||
    hasCode(error, 'NOT_FOUND')
  );
}
