import type { AppContext } from '../../context';
import { auditEvents } from '../../core/identity';
import type { Db } from '../../db/client';

/** Security events of the auth module (SECURITY H1). */
export type AuthAuditAction =
  | 'auth.signup'
  | 'auth.email_confirmed'
  | 'auth.login_succeeded'
  | 'auth.login_failed'
  | 'auth.login_throttled'
  | 'auth.signout'
  | 'auth.session_replaced'
  | 'auth.session_deleted'
  | 'auth.refresh_reuse_detected'
  | 'auth.password_changed'
  | 'auth.password_reset'
  | 'auth.temporary_password_used'
  | 'auth.temporary_password_replaced';

export interface AuditEvent {
  action: AuthAuditAction;
  actorId?: string | null;
  subjectId?: string | null;
  /** Never secrets: no passwords, codes, tokens, nor what was typed as an email. */
  detail?: Record<string, unknown>;
}

/**
 * Records a security event in `audit_events` and as one structured log line. JSON logging keeps
 * CR/LF in values from forging lines.
 */
export async function recordAuditEvent(
  ctx: AppContext,
  event: AuditEvent,
  db: Db = ctx.db,
): Promise<void> {
  await db.insert(auditEvents).values({
    action: event.action,
    actorId: event.actorId ?? null,
    subjectId: event.subjectId ?? null,
    detail: event.detail ?? null,
    createdAt: ctx.now(),
  });
  ctx.log.info(
    { audit: event.action, actorId: event.actorId ?? null, subjectId: event.subjectId ?? null },
    'security event',
  );
}
