import { AppError, type AuthSession } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { endUserSessions, recordAuditEvent, sessions, users } from '../../../core/identity';
import { insertedRow } from '../../../db/inserted-row';
import { joinAtSignIn } from '../../orgs';
import { SESSION_LIFETIME_MS } from '../constants';
import type { RefreshCookie } from '../refresh-cookie';
import { buildAuthSession } from './auth-session';
import { createRefreshToken } from './refresh-tokens';

/** What a session records about the client that opened it. */
export interface ClientInfo {
  userAgent: string | undefined;
  ip: string;
}

/** A new session: what the client holds, and the refresh token for the route to set as cookie. */
export interface IssuedSession {
  session: AuthSession;
  refresh: RefreshCookie;
}

/**
 * Signs a user in: accepts the invitation the sign-in carried, or makes sure a user in no
 * organization has their personal one (`joinAtSignIn`), opens a session (30 days,
 * absolute) and returns the access token with who it belongs to, and the refresh token.
 * With SINGLE_SESSION the user's other live sessions end as 'replaced'.
 * Used by password sign-in, sign-up confirmation and Google sign-in alike.
 * @throws AppError UNAUTHENTICATED when the user is missing or disabled.
 */
export async function issueSession(
  ctx: AppContext,
  options: { userId: string; client: ClientInfo; inviteToken?: string },
): Promise<IssuedSession> {
  const { userId, client } = options;
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || user.disabledAt) throw new AppError('UNAUTHENTICATED');
  const joined = await joinAtSignIn(ctx, { user, inviteToken: options.inviteToken });

  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  const { sessionId, refreshToken, replaced } = await ctx.db.transaction(async (tx) => {
    const replaced = ctx.env.singleSession
      ? await endUserSessions(ctx, { userId, reason: 'replaced', db: tx })
      : [];
    const session = await insertedRow(
      tx
        .insert(sessions)
        .values({
          userId,
          userAgent: client.userAgent?.slice(0, 500) ?? null,
          ip: client.ip,
          expiresAt,
          lastSeenAt: now,
          createdAt: now,
        })
        .returning({ id: sessions.id }),
      'session',
    );
    const refresh = await createRefreshToken(tx, { sessionId: session.id, now });
    return { sessionId: session.id, refreshToken: refresh.token, replaced };
  });

  if (replaced.length > 0) {
    await recordAuditEvent(ctx, {
      action: 'auth.session_replaced',
      actorId: userId,
      subjectId: sessionId,
      detail: { ended: replaced },
    });
  }
  return {
    session: await buildAuthSession(ctx, { user, sessionId, joined }),
    refresh: { token: refreshToken, maxAgeMs: SESSION_LIFETIME_MS },
  };
}
