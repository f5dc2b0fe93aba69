import type { PlanName } from '@tabletalk/contracts';

/**
 * Each plan's place on the upgrade ladder, as the server's catalogue ranks them (Business is
 * Team under its other name). Decides "Upgrade" against "Switch" and who may start the trial.
 */
const RANK: Record<PlanName, number> = {
  Starter: 0,
  Basic: 1,
  Core: 2,
  Pro: 3,
  Flex: 4,
  Team: 5,
  Business: 5,
  Enterprise: 6,
};

/** The plan's rank; no plan counts as the bottom. */
export function planRank(plan: PlanName | null | undefined): number {
  return plan ? RANK[plan] : 0;
}

/** Plans that cannot buy OCR packs: Basic users must upgrade first (SPEC 9). */
export function canBuyOcrPacks(plan: PlanName | null | undefined): boolean {
  return planRank(plan) > RANK.Basic;
}

/** Plans that may buy extra question credits (Flex, Team, Business, Enterprise). */
export function canBuyExtraCredits(plan: PlanName | null | undefined): boolean {
  return planRank(plan) >= RANK.Flex;
}
