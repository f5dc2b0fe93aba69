import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { bearerToken, endSession, recordAuditEvent, refreshTokens } from '../../../core/identity';
import { verifyAccessToken } from '../../../lib/security/access-token';
import { hashToken } from '../../../lib/security/hashing';

/**
 * Ends the session a request belongs to, found by its bearer token (even an expired one: its
 * signature still proves it) or its refresh cookie's token. Signing out twice is not an error.
 */
export async function signOut(
  ctx: AppContext,
  options: { authorization: string | undefined; refreshToken: string | null },
): Promise<void> {
  // Session id → the user its bearer token names; a cookie names none (holding it suffices).
  const targets = new Map<string, string | undefined>();
  const token = bearerToken(options.authorization);
  if (token) {
    const verified = await verifyAccessToken(ctx.keys.sessionJwt, token, ctx.now());
    if (verified.claims) targets.set(verified.claims.sessionId, verified.claims.userId);
  }
  const refresh = options.refreshToken;
  if (refresh) {
    const [row] = await ctx.db
      .select({ sessionId: refreshTokens.sessionId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refresh)))
      .limit(1);
    if (row && !targets.has(row.sessionId)) targets.set(row.sessionId, undefined);
  }
  for (const [sessionId, userId] of targets) {
    const ended = await endSession(ctx, { sessionId, userId, reason: 'signout' });
    if (!ended) continue;
    await recordAuditEvent(ctx, { action: 'auth.signout', actorId: userId, subjectId: sessionId });
  }
}
