import { AppError, type AuthSession } from '@tabletalk/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { sessions, users } from '../../core/identity';
import { insertedRow } from '../../db/inserted-row';
import { joinAtSignIn } from '../orgs';
import { recordAuditEvent } from './audit';
import { buildAuthSession } from './auth-session';
import { SESSION_LIFETIME_MS } from './constants';
import { endUserSessions } from './end-sessions';
import { setRefreshCookie } from './refresh-cookie';
import { createRefreshToken } from './refresh-tokens';

/**
 * Signs a user in: accepts the invitation the sign-in carried, or makes sure a user in no
 * organization has their personal one (`joinAtSignIn`), opens a session (30 days,
 * absolute), sets the refresh token cookie and returns the access token with who it belongs to.
 * With SINGLE_SESSION the user's other live sessions end as 'replaced'.
 * Used by password sign-in, sign-up confirmation and Google sign-in alike.
 * @throws AppError UNAUTHENTICATED when the user is missing or disabled.
 */
export async function issueSession(
  ctx: AppContext,
  options: {
    userId: string;
    request: FastifyRequest;
    reply: FastifyReply;
    inviteToken?: string;
  },
): Promise<AuthSession> {
  const { userId, request, reply } = options;
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
          userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
          ip: request.ip,
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
  setRefreshCookie(ctx, reply, refreshToken, SESSION_LIFETIME_MS);
  return buildAuthSession(ctx, { user, sessionId, joined });
}
