import { AppError, type ConfirmSigninRequest, type SigninResponse } from '@tabletalk/contracts';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { emailCodes, users } from '../../../core/identity';
import { hashToken } from '../../../lib/security/hashing';
import { assertPasswordAcceptable } from '../../../lib/security/passwords';
import { setOwnPassword } from '../passwords';
import type { RefreshCookie } from '../refresh-cookie';
import { type ClientInfo, issueSession } from '../sessions';

/**
 * Answers CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED: the user's own new password replaces the
 * spent temporary one, and the sign-in completes. The challenge works once, for 3 minutes; a
 * password the rules refuse leaves it usable for another try.
 * @returns the answer, and the refresh token for the route to set as cookie.
 * @throws AppError SIGN_IN_EXPIRED (unknown, used or expired challenge), PASSWORD_*.
 */
export async function confirmSignIn(
  ctx: AppContext,
  options: { input: ConfirmSigninRequest; client: ClientInfo },
): Promise<{ response: Extract<SigninResponse, { next: 'DONE' }>; refresh: RefreshCookie }> {
  const { input, client } = options;
  const now = ctx.now();
  const live = and(
    eq(emailCodes.purpose, 'new_password'),
    eq(emailCodes.codeHash, hashToken(input.challenge)),
    isNull(emailCodes.consumedAt),
    isNull(emailCodes.voidedAt),
    gt(emailCodes.expiresAt, now),
  );
  const [found] = await ctx.db
    .select({ user: users })
    .from(emailCodes)
    .innerJoin(users, eq(users.id, emailCodes.userId))
    .where(live)
    .limit(1);
  if (!found || found.user.disabledAt) throw new AppError('SIGN_IN_EXPIRED');
  const { user } = found;
  const localPart = user.email.split('@')[0] ?? '';
  assertPasswordAcceptable(input.newPassword, [localPart, user.givenName, user.familyName]);
  const [claimed] = await ctx.db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(live)
    .returning({ id: emailCodes.id });
  if (!claimed) throw new AppError('SIGN_IN_EXPIRED');
  await setOwnPassword(ctx, { user, newPassword: input.newPassword, via: 'temporary' });
  const { session, refresh } = await issueSession(ctx, {
    userId: user.id,
    client,
    inviteToken: input.inviteToken,
  });
  return { response: { next: 'DONE', ...session }, refresh };
}
