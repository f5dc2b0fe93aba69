import { AppError, type SigninRequest, type SigninResponse } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { findLiveActor, recordAuditEvent } from '../../../core/identity';
import { verifyPassword } from '../../../lib/security/passwords';
import { findUserByEmail, requireEmail } from '../email-input';
import type { RefreshCookie } from '../refresh-cookie';
import { type ClientInfo, issueSession } from '../sessions';
import { createSignupFlow, sendSignupCode } from '../sign-up';
import type { SignInThrottle } from './sign-in-throttle';
import { startNewPasswordChallenge } from './start-new-password-challenge';
import { upgradePasswordHash } from './upgrade-password-hash';

/** What a sign-in answers, and the refresh cookie to set when it opened a session. */
export interface SignInResult {
  response: SigninResponse;
  refresh: RefreshCookie | null;
}

/**
 * Signs in with email and password. An unconfirmed account with the right password gets a new
 * code (not throttled: the password was just proven) and is asked to confirm. A temporary
 * password (set by an administrator) is spent and asks for a new password instead of signing in.
 * A password of the user's own stored under weaker hash settings is re-hashed (SECURITY F1).
 * @returns the answer, and the refresh token for the route to set as cookie once signed in.
 * @throws AppError EMAIL_EMPTY, PASSWORD_EMPTY, ALREADY_SIGNED_IN, RATE_LIMITED (per-account
 *   backoff; `details.retryAfterSeconds` becomes Retry-After), INVALID_CREDENTIALS (unknown
 *   email and wrong password alike), TEMPORARY_PASSWORD_EXPIRED.
 */
export async function signIn(
  ctx: AppContext,
  options: {
    input: SigninRequest;
    /** The request's `Authorization` header value: a live session cannot sign in again. */
    authorization: string | undefined;
    client: ClientInfo;
    throttle: SignInThrottle;
  },
): Promise<SignInResult> {
  const { input, client, throttle } = options;
  const email = requireEmail(input.email);
  if (input.password.length === 0) throw new AppError('PASSWORD_EMPTY');
  if (await findLiveActor(ctx, options.authorization)) throw new AppError('ALREADY_SIGNED_IN');

  // Counted as a failure until proven otherwise, so parallel guesses each spend one attempt.
  const retryAfter = await throttle.countAttempt(email, ctx.now());
  if (retryAfter !== null) {
    await recordAuditEvent(ctx, { action: 'auth.login_throttled', detail: { ip: client.ip } });
    throw new AppError('RATE_LIMITED', { details: { retryAfterSeconds: retryAfter } });
  }

  const user = await findUserByEmail(ctx, email);
  // With no user this still spends a full verification, so both failures take the same time.
  const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
  if (!user || !isValid || user.disabledAt) {
    // Only a known account's id is recorded: what was typed as an email may be a password.
    await recordAuditEvent(ctx, {
      action: 'auth.login_failed',
      subjectId: user?.id ?? null,
      detail: { ip: client.ip },
    });
    throw new AppError('INVALID_CREDENTIALS');
  }
  await throttle.recordSuccess(email);
  // A temporary password is spent below, so only a password the user keeps is re-hashed.
  if (user.passwordHash && !user.temporaryPasswordUntil) {
    await upgradePasswordHash(ctx, {
      userId: user.id,
      storedHash: user.passwordHash,
      password: input.password,
    }).catch((error: unknown) => ctx.log.warn({ err: error }, 'password re-hash failed'));
  }

  if (!user.emailVerifiedAt) {
    const signupId = await createSignupFlow(ctx, { userId: user.id });
    await sendSignupCode(ctx, { user, flowId: signupId });
    const response = { signupId, email, message: 'Code sent successfully' };
    return { response: { next: 'CONFIRM_SIGN_UP', ...response }, refresh: null };
  }
  if (user.temporaryPasswordUntil) {
    return { response: await startNewPasswordChallenge(ctx, user), refresh: null };
  }
  const { session, refresh } = await issueSession(ctx, {
    userId: user.id,
    client,
    inviteToken: input.inviteToken,
  });
  await recordAuditEvent(ctx, {
    action: 'auth.login_succeeded',
    actorId: user.id,
    subjectId: session.data.sessionId,
    detail: { ip: client.ip },
  });
  return { response: { next: 'DONE', ...session }, refresh };
}
