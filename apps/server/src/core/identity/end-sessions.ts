import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { recordAuditEvent } from './record-audit-event';
import { sessions } from './tables';
import type { Actor, EndReason } from './types';

/**
 * Ends the live sessions of a user (all, or all but one). Their refresh tokens die with them:
 * refresh checks the session first.
 * @param options.db the transaction to write in, if any.
 * @returns the ids of the sessions ended.
 */
export async function endUserSessions(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { userId: string; reason: EndReason; exceptSessionId?: string; db?: Db },
): Promise<string[]> {
  const conditions: SQL[] = [eq(sessions.userId, options.userId), isNull(sessions.endedAt)];
  if (options.exceptSessionId) conditions.push(ne(sessions.id, options.exceptSessionId));
  const ended = await (options.db ?? ctx.db)
    .update(sessions)
    .set({ endedAt: ctx.now(), endReason: options.reason })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return ended.map((row) => row.id);
}

/**
 * Ends one session if it is still live (optionally only when it belongs to `userId`).
 * @returns whether a live session was ended.
 */
export async function endSession(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: { sessionId: string; reason: EndReason; userId?: string },
): Promise<boolean> {
  const conditions: SQL[] = [eq(sessions.id, options.sessionId), isNull(sessions.endedAt)];
  if (options.userId) conditions.push(eq(sessions.userId, options.userId));
  const ended = await ctx.db
    .update(sessions)
    .set({ endedAt: ctx.now(), endReason: options.reason })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/**
 * Makes the actor's session the only live one: the others end as 'replaced' (their holders get
 * SESSION_REPLACED), which is recorded as `auth.session_replaced`.
 * @returns the kept session's id.
 */
export async function keepOnlyThisSession(
  ctx: Pick<AppContext, 'db' | 'log' | 'now'>,
  actor: Pick<Actor, 'userId' | 'sessionId'>,
): Promise<string> {
  const ended = await endUserSessions(ctx, {
    userId: actor.userId,
    reason: 'replaced',
    exceptSessionId: actor.sessionId,
  });
  if (ended.length > 0) {
    await recordAuditEvent(ctx, {
      action: 'auth.session_replaced',
      actorId: actor.userId,
      subjectId: actor.sessionId,
      detail: { ended },
    });
  }
  return actor.sessionId;
}
