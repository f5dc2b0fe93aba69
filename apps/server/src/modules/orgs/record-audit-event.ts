import type { AppContext } from '../../context';
import { auditEvents } from '../../core/identity';

export interface AuditEvent {
  orgId: string | null;
  /** null for the admin command line. */
  actorId: string | null;
  /** `domain.verb`, e.g. 'member.role_changed'. */
  action: string;
  subjectId?: string | null;
  /** Facts only (roles, plan names): never passwords, tokens or codes. */
  detail?: Record<string, unknown>;
}

/**
 * Records a security-relevant event (SECURITY H1) in audit_events and as one structured log line.
 * Pino escapes CR/LF in values, so user input cannot forge log lines.
 */
export async function recordAuditEvent(
  ctx: Pick<AppContext, 'db' | 'log' | 'now'>,
  event: AuditEvent,
): Promise<void> {
  const row = {
    orgId: event.orgId,
    actorId: event.actorId,
    action: event.action,
    subjectId: event.subjectId ?? null,
    detail: event.detail ?? null,
    createdAt: ctx.now(),
  };
  await ctx.db.insert(auditEvents).values(row);
  ctx.log.info(
    { audit: row.action, orgId: row.orgId, actorId: row.actorId, subjectId: row.subjectId },
    'security event',
  );
}
