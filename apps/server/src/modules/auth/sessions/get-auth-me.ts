import { AppError, type AuthMeResponse, errorTable } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { bearerToken, findSessionWithUser } from '../../../core/identity';
import { verifyAccessToken } from '../../../lib/security/access-token';
import { presentUser } from '../present-user';

const EXPIRED: AuthMeResponse = { tokenExpired: true, message: errorTable.TOKEN_EXPIRED.message };

/**
 * `auth/me`: the signed-in user; or `tokenExpired` when the session is over (lifetime reached,
 * signed out, password changed), which the web app shows once and then logs out. A live session
 * with an expired access token gets 401 instead, so the client refreshes.
 * @param authorization the request's `Authorization` header value.
 * @throws AppError UNAUTHENTICATED (no, forged or merely expired token), SESSION_REPLACED.
 */
export async function getAuthMe(
  ctx: AppContext,
  authorization: string | undefined,
): Promise<AuthMeResponse> {
  const token = bearerToken(authorization);
  if (!token) throw new AppError('UNAUTHENTICATED');
  const verified = await verifyAccessToken(ctx.keys.sessionJwt, token, ctx.now());
  // Claims of an expired token are still authentic: jose checks the signature first.
  const claims = verified.claims;
  if (!claims) throw new AppError('UNAUTHENTICATED');
  const row = await findSessionWithUser(ctx.db, claims.sessionId);
  if (!row || row.user.id !== claims.userId) {
    if (verified.ok) throw new AppError('UNAUTHENTICATED');
    return EXPIRED;
  }
  if (row.user.disabledAt) throw new AppError('UNAUTHENTICATED');
  if (row.session.endReason === 'replaced') throw new AppError('SESSION_REPLACED');
  if (row.session.endedAt || row.session.expiresAt <= ctx.now()) return EXPIRED;
  if (!verified.ok) throw new AppError('UNAUTHENTICATED');
  return { tokenExpired: false, data: presentUser(row.user) };
}
