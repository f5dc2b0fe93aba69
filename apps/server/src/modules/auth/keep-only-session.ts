import type { AppContext } from '../../context';
import { recordAuditEvent } from './audit';
import type { Actor } from './authenticate';
import { endUserSessions } from './end-sessions';

/** Makes the caller's session the only live one: the others end as 'replaced'. */
export async function keepOnlyThisSession(ctx: AppContext, actor: Actor): Promise<string> {
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
