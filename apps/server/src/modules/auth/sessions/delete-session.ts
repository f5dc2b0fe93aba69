import type { AppContext } from '../../../context';
import { type Actor, endSession, recordAuditEvent } from '../../../core/identity';
import { checkSession } from './check-session';

/**
 * Ends one of the caller's sessions (e.g. a device they no longer use). Ending one already over
 * is not an error.
 * @throws AppError NOT_FOUND for another user's session (or none).
 */
export async function deleteSession(
  ctx: AppContext,
  options: { actor: Actor; sessionId: string },
): Promise<void> {
  await checkSession(ctx, options);
  const { actor, sessionId } = options;
  const ended = await endSession(ctx, { sessionId, userId: actor.userId, reason: 'deleted' });
  if (ended) {
    await recordAuditEvent(ctx, {
      action: 'auth.session_deleted',
      actorId: actor.userId,
      subjectId: sessionId,
    });
  }
}
