import { AppError } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { verifyAccessToken } from '../../lib/security/access-token';
import { sessions, users } from './tables';
import type { Actor, SessionRow, UserRow } from './types';

/** Who a verified access token names. */
export interface TokenClaims {
  userId: string;
  sessionId: string;
}

/**
 * The token of an `Authorization: Bearer …` header value, if any.
 * @example bearerToken('Bearer abc') === 'abc'; bearerToken(undefined) === null
 */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization?.startsWith('Bearer ')) return null;
  return authorization.slice('Bearer '.length).trim() || null;
}

/**
 * The claims of a bearer token, once its signature and lifetime check out.
 * @throws AppError UNAUTHENTICATED without a token or with a bad one.
 */
export async function verifyBearerToken(
  ctx: Pick<AppContext, 'keys' | 'now'>,
  authorization: string | undefined,
): Promise<TokenClaims> {
  const token = bearerToken(authorization);
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
  row: { session: SessionRow; user: UserRow } | undefined,
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
 * Authenticates a request by its `Authorization` header value: the bearer access token must be
 * valid and its session still live.
 * @throws AppError as `verifyBearerToken` and `liveActor`.
 * @example const actor = await authenticate(ctx, request.headers.authorization);
 */
export async function authenticate(
  ctx: Pick<AppContext, 'db' | 'keys' | 'now'>,
  authorization: string | undefined,
): Promise<Actor> {
  const claims = await verifyBearerToken(ctx, authorization);
  return liveActor(ctx, claims, await findSessionWithUser(ctx.db, claims.sessionId));
}

/** A session and its user, by the session id a token names; undefined when there is none. */
export async function findSessionWithUser(
  db: AppContext['db'],
  sessionId: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row;
}

/** The actor of an `Authorization` header value with a live session, or null for any other. */
export async function findLiveActor(
  ctx: Pick<AppContext, 'db' | 'keys' | 'now'>,
  authorization: string | undefined,
): Promise<Actor | null> {
  if (!bearerToken(authorization)) return null;
  try {
    return await authenticate(ctx, authorization);
  } catch {
    return null;
  }
}
