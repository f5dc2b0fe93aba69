import {
  AppError,
  type ConfirmSignupRequest,
  type ConfirmSignupResponse,
} from '@tabletalk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { markEmailConfirmed } from './confirm-email';
import { findUserByEmail, requireEmail } from './email-input';
import { issueSession } from './issue-session';
import { claimAutoSignIn } from './signup-flows';
import { consumeEmailCode, verifyEmailCode } from './verify-email-code';

/**
 * Confirms a sign-up with the emailed code. Within 180 s of sign-up (and once) it signs the user
 * in; later the user signs in by hand.
 * @throws AppError EMAIL_EMPTY, CODE_INVALID (also for unknown addresses), CODE_EXPIRED,
 *   CODE_ATTEMPTS_EXCEEDED.
 */
export async function confirmSignUp(
  ctx: AppContext,
  options: { input: ConfirmSignupRequest; request: FastifyRequest; reply: FastifyReply },
): Promise<ConfirmSignupResponse> {
  const { input, request, reply } = options;
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
  if (!claimedUserId) return { next: 'DONE', message: 'Success' };
  const session = await issueSession(ctx, {
    userId: claimedUserId,
    request,
    reply,
    inviteToken: input.inviteToken,
  });
  return { next: 'COMPLETE_AUTO_SIGN_IN', session };
}
