import {
  AppError,
  type ConfirmSignupRequest,
  type ConfirmSignupResponse,
} from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { consumeEmailCode, verifyEmailCode } from '../codes';
import { findUserByEmail, requireEmail } from '../email-input';
import type { RefreshCookie } from '../refresh-cookie';
import { type ClientInfo, issueSession } from '../sessions';
import { markEmailConfirmed } from './confirm-email';
import { claimAutoSignIn } from './signup-flows';

/**
 * Confirms a sign-up with the emailed code. Within 180 s of sign-up (and once) it signs the user
 * in; later the user signs in by hand.
 * @returns the answer, and the refresh token for the route to set as cookie when signed in.
 * @throws AppError EMAIL_EMPTY, CODE_INVALID (also for unknown addresses), CODE_EXPIRED,
 *   CODE_ATTEMPTS_EXCEEDED.
 */
export async function confirmSignUp(
  ctx: AppContext,
  options: { input: ConfirmSignupRequest; client: ClientInfo },
): Promise<{ response: ConfirmSignupResponse; refresh: RefreshCookie | null }> {
  const { input, client } = options;
  const email = requireEmail(input.email);
  if (input.code.length === 0) throw new AppError('CODE_INVALID');
  const user = await findUserByEmail(ctx, email);
  if (!user) throw new AppError('CODE_INVALID');
  const code = await verifyEmailCode(ctx, {
    userId: user.id,
    purpose: 'signup',
    code: input.code,
    flowId: input.signupId,
  });
  await consumeEmailCode(ctx, code.id);
  await markEmailConfirmed(ctx, { userId: user.id, flowId: code.flowId });
  const claimedUserId = await claimAutoSignIn(ctx, code.flowId);
  if (!claimedUserId) return { response: { next: 'DONE', message: 'Success' }, refresh: null };
  const { session, refresh } = await issueSession(ctx, {
    userId: claimedUserId,
    client,
    inviteToken: input.inviteToken,
  });
  return { response: { next: 'COMPLETE_AUTO_SIGN_IN', session }, refresh };
}
