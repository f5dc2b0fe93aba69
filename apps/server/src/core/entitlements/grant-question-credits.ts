import { AppError } from '@tabletalk/contracts';
import { grantPrepaidUnits } from './prepaid-balance';
import type { EntitlementContext } from './types';

/**
 * Adds bought extra question credits to the organization's balance (SPEC 9: Team/Business can
 * buy them): a thin wrapper of `grantPrepaidUnits` ('question.credit', one upsert, so concurrent
 * grants and credits taken meanwhile all count) that checks the purchase first. Billing calls it
 * once a purchase is paid for; a credit is then used per question past the plan's questions of
 * the month, and credits left carry over from month to month.
 * @returns the credits left after the grant.
 * @throws AppError VALIDATION_FAILED when `credits` is not a positive whole number.
 * @example await grantQuestionCredits(ctx, orgId, 1_000); // a 1,000-question top-up
 */
export async function grantQuestionCredits(
  ctx: EntitlementContext,
  orgId: string,
  credits: number,
): Promise<number> {
  if (!Number.isInteger(credits) || credits <= 0) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'Extra question credits come in a positive whole number.',
    });
  }
  return grantPrepaidUnits(ctx.db, orgId, 'question.credit', credits, ctx.now());
}
