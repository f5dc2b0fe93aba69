import { AppError, type AuthSession } from '@tabletalk/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import {
  endSession,
  recordAuditEvent,
  refreshTokens,
  sessions,
  users,
} from '../../../core/identity';
import { hashToken } from '../../../lib/security/hashing';
import { REFRESH_REUSE_GRACE_MS } from '../constants';
import type { RefreshCookie } from '../refresh-cookie';
import { buildAuthSession } from './auth-session';
import { createRefreshToken } from './refresh-tokens';

/**
 * Trades a refresh token for a new access token, rotating the refresh token (SECURITY F7).
 * A token already rotated is a concurrent refresh within 10 s: it gets an access token but no
 * new refresh token (the first refresh's cookie stands, so the family stays one chain). Later it
 * means the token was copied: the whole session ends.
 * The session's 30-day lifetime is absolute: rotation never extends it.
 * @returns the new access token, and the new refresh token for the route to set as cookie (none
 *   for a concurrent refresh).
 * @throws AppError REFRESH_INVALID (unknown token, ended or expired session, reuse).
 */
export async function refreshSession(
  ctx: AppContext,
  options: { token: string | null },
): Promise<{ response: AuthSession; refresh: RefreshCookie | null }> {
  if (!options.token) throw new AppError('REFRESH_INVALID');
  const [row] = await ctx.db
    .select({ refresh: refreshTokens, session: sessions, user: users })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(refreshTokens.tokenHash, hashToken(options.token)))
    .limit(1);
  const now = ctx.now();
  const isLive = row && !row.session.endedAt && row.session.expiresAt > now && !row.user.disabledAt;
  if (!row || !isLive) throw new AppError('REFRESH_INVALID');
  const { refresh, session, user } = row;

  const [claimed] = await ctx.db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, refresh.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (!claimed) {
    // Rotated already (earlier, or by a request racing this one).
    const usedAt = refresh.usedAt ?? now;
    if (now.getTime() - usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
      await endSession(ctx, { sessionId: session.id, reason: 'reuse_detected' });
      await recordAuditEvent(ctx, {
        action: 'auth.refresh_reuse_detected',
        actorId: user.id,
        subjectId: session.id,
      });
      throw new AppError('REFRESH_INVALID');
    }
    return {
      response: await buildAuthSession(ctx, { user, sessionId: session.id }),
      refresh: null,
    };
  }

  const successor = await createRefreshToken(ctx.db, { sessionId: session.id, now });
  await ctx.db
    .update(refreshTokens)
    .set({ replacedById: successor.id })
    .where(eq(refreshTokens.id, refresh.id));
  await ctx.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  return {
    response: await buildAuthSession(ctx, { user, sessionId: session.id }),
    refresh: { token: successor.token, maxAgeMs: session.expiresAt.getTime() - now.getTime() },
  };
}
