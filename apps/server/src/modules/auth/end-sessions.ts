import { and, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { sessions } from '../../core/identity';
import type { Db } from '../../db/client';

export type EndReason = NonNullable<(typeof sessions.$inferSelect)['endReason']>;

/**
 * Ends the live sessions of a user (all, or all but one). Their refresh tokens die with them:
 * refresh checks the session first.
 * @returns the ids of the sessions ended.
 */
export async function endUserSessions(
  ctx: AppContext,
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
  ctx: AppContext,
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
