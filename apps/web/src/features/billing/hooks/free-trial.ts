import type { Plan, ServiceUsage } from '@tabletalk/contracts';
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
}

/** Claim only once the user and plans are loaded, and not while a trial is already running. */
export function shouldClaimTrial({ hasUser, hasFlag, plans, usage }: TrialConditions): boolean {
  const isOnTrial = usage?.isTrial === true;
  return hasUser && hasFlag && proMonthlyPlan(plans) !== null && !isOnTrial;
}
