import { AppError, errorTable } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { type Actor, sessions } from '../../../core/identity';

export interface SessionCheck {
  active: boolean;
  reason: string | null;
  message: string | null;
}

/**
 * Whether one of the caller's own sessions is still live, and if not why.
 * @throws AppError NOT_FOUND for another user's session (or none).
 */
export async function checkSession(
  ctx: AppContext,
  options: { actor: Actor; sessionId: string },
): Promise<SessionCheck> {
  const [session] = await ctx.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, options.sessionId), eq(sessions.userId, options.actor.userId)))
    .limit(1);
  if (!session) throw new AppError('NOT_FOUND');
  if (session.endReason === 'replaced') {
    return { active: false, reason: 'replaced', message: errorTable.SESSION_REPLACED.message };
  }
  if (session.endedAt || session.expiresAt <= ctx.now()) {
    const reason = session.endReason ?? 'expired';
    return { active: false, reason, message: errorTable.UNAUTHENTICATED.message };
  }
  return { active: true, reason: null, message: null };
}
