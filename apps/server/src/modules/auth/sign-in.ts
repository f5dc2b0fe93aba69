import { AppError, type SigninRequest, type SigninResponse } from '@tabletalk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { verifyPassword } from '../../lib/security/passwords';
import { recordAuditEvent } from './audit';
import { findUserByEmail, requireEmail } from './email-input';
import { findLiveActor } from './find-live-actor';
import { issueSession } from './issue-session';
import { sendSignupCode } from './send-signup-code';
import type { SignInThrottle } from './sign-in-throttle';
import { createSignupFlow } from './signup-flows';
import { startNewPasswordChallenge } from './start-new-password-challenge';

/**
 * Signs in with email and password. An unconfirmed account with the right password gets a new
 * code (not throttled: the password was just proven) and is asked to confirm. A temporary
 * password (set by an administrator) is spent and asks for a new password instead of signing in.
 * @throws AppError EMAIL_EMPTY, PASSWORD_EMPTY, ALREADY_SIGNED_IN, RATE_LIMITED (per-account
 *   backoff, with Retry-After), INVALID_CREDENTIALS (unknown email and wrong password alike),
 *   TEMPORARY_PASSWORD_EXPIRED.
 */
export async function signIn(
  ctx: AppContext,
  options: {
    input: SigninRequest;
    request: FastifyRequest;
    reply: FastifyReply;
    throttle: SignInThrottle;
  },
): Promise<SigninResponse> {
  const { input, request, reply, throttle } = options;
  const email = requireEmail(input.email);
  if (input.password.length === 0) throw new AppError('PASSWORD_EMPTY');
  if (await findLiveActor(ctx, request)) throw new AppError('ALREADY_SIGNED_IN');

  const retryAfter = throttle.retryAfterSeconds(email, ctx.now());
  if (retryAfter !== null) {
    await recordAuditEvent(ctx, { action: 'auth.login_throttled', detail: { ip: request.ip } });
    reply.header('retry-after', String(retryAfter));
    throw new AppError('RATE_LIMITED', { details: { retryAfterSeconds: retryAfter } });
  }

  const user = await findUserByEmail(ctx, email);
  // With no user this still spends a full verification, so both failures take the same time.
  const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isValid || user.disabledAt) {
    throttle.recordFailure(email, ctx.now());
    // Only a known account's id is recorded: what was typed as an email may be a password.
    await recordAuditEvent(ctx, {
      action: 'auth.login_failed',
      subjectId: user?.id ?? null,
      detail: { ip: request.ip },
    });
    throw new AppError('INVALID_CREDENTIALS');
  }
  throttle.recordSuccess(email);

  if (!user.emailVerifiedAt) {
    const signupId = await createSignupFlow(ctx, { userId: user.id });
    await sendSignupCode(ctx, { user, flowId: signupId });
    return { next: 'CONFIRM_SIGN_UP', signupId, email, message: 'Code sent successfully' };
  }
  if (user.temporaryPasswordUntil) return startNewPasswordChallenge(ctx, user);
  const session = await issueSession(ctx, {
    userId: user.id,
    request,
    reply,
    inviteToken: input.inviteToken,
  });
  await recordAuditEvent(ctx, {
    action: 'auth.login_succeeded',
    actorId: user.id,
    subjectId: session.data.sessionId,
    detail: { ip: request.ip },
  });
  return { next: 'DONE', ...session };
}
