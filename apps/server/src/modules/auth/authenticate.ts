import { AppError } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { sessions, users } from '../../core/identity';
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

/** Who a verified access token names. */
export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/**
 * The claims of the request's bearer token, once its signature and lifetime check out.
 * @throws AppError UNAUTHENTICATED without a token or with a bad one.
 */
export async function verifyBearerToken(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<TokenClaims> {
  const token = bearerToken(request);
  if (!token) throw new AppError('UNAUTHENTICATED');
  const verified = await verifyAccessToken(ctx.keys.sessionJwt, token, ctx.now());
  if (!verified.ok) throw new AppError('UNAUTHENTICATED');
  return { userId: verified.claims.userId, sessionId: verified.claims.sessionId };
}

/**
 * The actor of a token whose session row (with its user) was read: the session must be live.
 * @throws AppError UNAUTHENTICATED (no such session, another user's, a disabled user),
 *   SESSION_REPLACED (a sign-in elsewhere ended this session), TOKEN_EXPIRED (the session
 *   reached its lifetime).
 */
export function liveActor(
  ctx: Pick<AppContext, 'now'>,
  claims: TokenClaims,
  row: { session: typeof sessions.$inferSelect; user: UserRow } | undefined,
): Actor {
  if (!row || row.user.id !== claims.userId || row.user.disabledAt) {
    throw new AppError('UNAUTHENTICATED');
  }
  if (row.session.endedAt) {
    throw new AppError(
      row.session.endReason === 'replaced' ? 'SESSION_REPLACED' : 'UNAUTHENTICATED',
    );
  }
  if (row.session.expiresAt <= ctx.now()) throw new AppError('TOKEN_EXPIRED');
  return { ...claims, user: row.user };
}

/**
 * Checks the bearer token and that its session is still live.
 * @throws AppError as `verifyBearerToken` and `liveActor`.
 */
export async function authenticateRequest(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Actor> {
  const claims = await verifyBearerToken(ctx, request);
  const [row] = await ctx.db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, claims.sessionId))
    .limit(1);
  return liveActor(ctx, claims, row);
}
