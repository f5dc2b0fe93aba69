import type { AppContext } from '../../../context';
import { auditEvents } from '../../../core/identity';

/** Security events of Google sign-in (SECURITY H1). */
export type GoogleAuditAction =
  | 'auth.google_signup'
  | 'auth.google_signin'
  | 'auth.google_linked'
  | 'auth.google_email_conflict';

/**
 * Records a Google sign-in event in `audit_events` and as one structured log line, like the
 * auth module's own events. Never tokens or codes in `detail`.
 */
export async function recordGoogleAuditEvent(
  ctx: AppContext,
  event: {
    action: GoogleAuditAction;
    /** The signed-in user; null when nobody was signed in (a refused link). */
    actorId: string | null;
    subjectId: string;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  const { action, actorId, subjectId } = event;
  await ctx.db.insert(auditEvents).values({
    action,
    actorId,
    subjectId,
    detail: event.detail ?? null,
    createdAt: ctx.now(),
  });
  ctx.log.info({ audit: action, actorId, subjectId }, 'security event');
}
