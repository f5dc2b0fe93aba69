import type { MessageResponse } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { canIssueEmailCode } from '../codes';
import { findUserByEmail, requireEmail } from '../email-input';
import { sendSignupCode } from './send-signup-code';
import { createSignupFlow, findLatestSignupFlow } from './signup-flows';

/**
 * Sends a new sign-up code to an unconfirmed account, attached to its newest flow so the confirm
 * page's signupId stays valid. Always answers the same: unknown, confirmed and throttled
 * addresses are skipped silently rather than refused with RESEND_TOO_SOON, because a 429 only
 * for real accounts would reveal which addresses are registered (SECURITY F4).
 * @throws AppError EMAIL_EMPTY.
 */
export async function resendSignupCode(
  ctx: AppContext,
  rawEmail: string,
): Promise<MessageResponse> {
  const email = requireEmail(rawEmail);
  const user = await findUserByEmail(ctx, email);
  const isWaiting = user !== null && !user.emailVerifiedAt && !user.disabledAt;
  if (isWaiting && (await canIssueEmailCode(ctx, { userId: user.id, purpose: 'signup' }))) {
    const flow = await findLatestSignupFlow(ctx, user.id);
    const flowId = flow?.id ?? (await createSignupFlow(ctx, { userId: user.id }));
    await sendSignupCode(ctx, { user, flowId });
  }
  return { message: 'Code sent successfully' };
}
