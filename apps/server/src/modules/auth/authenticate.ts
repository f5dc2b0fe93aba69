import { AppError } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { sessions, users } from '../../db/schema';
import { verifyAccessToken } from '../../lib/security/access-token';

export type UserRow = typeof users.$inferSelect;

/** Who is making a request. */
export interface Actor {
  userId: string;
  sessionId: string;
  user: UserRow;
}

/** Reads the bearer token of a request, if any. */
export function bearerToken(request: FastifyRequest): string | null {
  const value = request.headers.authorization;
  if (!value?.startsWith('Bearer ')) return null;
  return value.slice('Bearer '.length).trim() || null;
}

/**
 * Checks the bearer token and that its session is still live.
 * @throws AppError UNAUTHENTICATED (no or bad token: the client refreshes), SESSION_REPLACED (a
 *   sign-in elsewhere ended this session), TOKEN_EXPIRED (the session reached its lifetime).
 */
export async function authenticateRequest(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Actor> {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHENTICATED');
  const verified = await verifyAccessToken(ctx.keys.sessionJwt, token, ctx.now());
  if (!verified.ok) throw new AppError('UNAUTHENTICATED');
  const { userId, sessionId } = verified.claims;
  const [row] = await ctx.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  if (!row || row.user.id !== userId || row.user.disabledAt) throw new AppError('UNAUTHENTICATED');
  if (row.session.endedAt) {
    throw new AppError(
      row.session.endReason === 'replaced' ? 'SESSION_REPLACED' : 'UNAUTHENTICATED',
    );
  }
  if (row.session.expiresAt <= ctx.now()) throw new AppError('TOKEN_EXPIRED');
  return { userId, sessionId, user: row.user };
}
