import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { auditEvents } from './tables';

/** A security-relevant event (SECURITY H1). */
export interface AuditEvent {
  /** `domain.verb`, e.g. 'auth.signout' or 'member.role_changed'. */
  action: string;
  /** The organization it happened in; null or absent for account-level events. */
  orgId?: string | null;
  /** Who did it; null for the admin command line or when nobody was signed in. */
  actorId?: string | null;
  /** What it was done to: a user, session, invitation, source… */
  subjectId?: string | null;
  /** Facts only (roles, plan names, ids): never passwords, tokens or codes. */
  detail?: Record<string, unknown>;
}

/** Detail keys that name a secret: dropped even if a caller passes one by mistake. */
const SECRET_KEY = /password|passwd|secret|token|code|credential|hash|key$/i;

/** The detail without entries whose name looks like a secret's; null when nothing is left. */
function factsOf(detail: Record<string, unknown> | undefined): Record<string, unknown> | null {
  if (!detail) return null;
  const facts = Object.entries(detail).filter(([key]) => !SECRET_KEY.test(key));
  return facts.length > 0 ? Object.fromEntries(facts) : null;
}

/**
 * Records a security event in `audit_events` and as one structured log line (without its
 * detail). Detail entries named like secrets (password, token, code, …) are never written. Pino
 * escapes CR/LF in values, so user input cannot forge log lines.
 * @param db the transaction to write in, if any.
 * @example await recordAuditEvent(ctx, { action: 'auth.signout', actorId, subjectId: sessionId });
 */
export async function recordAuditEvent(
  ctx: Pick<AppContext, 'db' | 'log' | 'now'>,
  event: AuditEvent,
  db: Db = ctx.db,
): Promise<void> {
  const row = {
    orgId: event.orgId ?? null,
    actorId: event.actorId ?? null,
    action: event.action,
    subjectId: event.subjectId ?? null,
    detail: factsOf(event.detail),
    createdAt: ctx.now(),
  };
  await db.insert(auditEvents).values(row);
  ctx.log.info(
    { audit: row.action, orgId: row.orgId, actorId: row.actorId, subjectId: row.subjectId },
    'security event',
  );
}
