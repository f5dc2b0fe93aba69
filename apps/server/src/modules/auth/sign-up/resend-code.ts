import type { MessageResponse } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { canIssueEmailCode } from '../codes';
import { findUserByEmail, requireEmail } from '../email-input';
import { sendSignupCode } from './send-signup-code';
import { createSignupFlow, findLatestSignupFlow } from './signup-flows';

/**
 * Asks for a new sign-up code. Always answers the same, after the same work (SECURITY F4): the
 * request only queues `auth.resend-signup-code`; looking the address up, issuing the code and
 * emailing it happen in that job, off the request's clock (done in the request, they made a
 * waiting account's answer measurably slower than an unknown address's).
 * @throws AppError EMAIL_EMPTY.
 */
export async function resendSignupCode(
  ctx: AppContext,
  rawEmail: string,
): Promise<MessageResponse> {
  const email = requireEmail(rawEmail);
  await ctx.jobs.send('auth.resend-signup-code', { email });
  return { message: 'Code sent successfully' };
}

/**
 * The job behind `resendSignupCode`: sends a new code to an unconfirmed account, attached to its
 * newest flow so the confirm page's signupId stays valid. Unknown, confirmed, disabled and
 * throttled addresses are skipped silently rather than refused with RESEND_TOO_SOON: a 429 only
 * for real accounts would reveal which addresses are registered.
 */
export async function sendNewSignupCode(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  const isWaiting = user !== null && !user.emailVerifiedAt && !user.disabledAt;
  if (isWaiting && (await canIssueEmailCode(ctx, { userId: user.id, purpose: 'signup' }))) {
    const flow = await findLatestSignupFlow(ctx, user.id);
    const flowId = flow?.id ?? (await createSignupFlow(ctx, { userId: user.id }));
    await sendSignupCode(ctx, { user, flowId });
  }
}
