import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAuditEvent } from './record-audit-event';
import { auditEvents } from './tables';
import { type IdentityTestContext, openIdentityTestContext } from './test-helpers';

describe('recordAuditEvent', () => {
  let ctx: IdentityTestContext;
  beforeAll(async () => {
    ctx = await openIdentityTestContext();
  });
  afterAll(() => ctx.close());

  const rowsFor = (subjectId: string) =>
    ctx.db.select().from(auditEvents).where(eq(auditEvents.subjectId, subjectId));

  it('writes one row and one log line, without the detail in the log', async () => {
    const subjectId = crypto.randomUUID();
    const actorId = crypto.randomUUID();
    await recordAuditEvent(ctx, {
      action: 'member.role_changed',
      orgId: null,
      actorId,
      subjectId,
      detail: { from: 'member', to: 'admin' },
    });
    const [row] = await rowsFor(subjectId);
    expect(row).toMatchObject({
      action: 'member.role_changed',
      orgId: null,
      actorId,
      detail: { from: 'member', to: 'admin' },
    });
    const line = ctx.logLines.find((l) => l.subjectId === subjectId);
    expect(line).toMatchObject({ audit: 'member.role_changed', actorId, msg: 'security event' });
    expect(JSON.stringify(line)).not.toContain('admin');
  });

  it('never writes a detail entry named like a secret', async () => {
    const subjectId = crypto.randomUUID();
    await recordAuditEvent(ctx, {
      action: 'auth.password_changed',
      subjectId,
      detail: {
        sessionsEnded: 2,
        password: 'hunter2 hunter2',
        newPassword: 'hunter3 hunter3',
        refreshToken: 'abc',
        code: '123456',
        apiKey: 'sk-1',
      },
    });
    const [row] = await rowsFor(subjectId);
    expect(row?.detail).toEqual({ sessionsEnded: 2 });
    expect(row).toMatchObject({ orgId: null, actorId: null });
  });

  it('leaves detail empty when only secrets were passed, and writes in the given transaction', async () => {
    const subjectId = crypto.randomUUID();
    await ctx.db
      .transaction(async (tx) => {
        await recordAuditEvent(ctx, { action: 'x.y', subjectId, detail: { token: 't' } }, tx);
        expect(
          (await tx.select().from(auditEvents).where(eq(auditEvents.subjectId, subjectId)))[0]
            ?.detail,
        ).toBeNull();
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await rowsFor(subjectId)).toEqual([]);
  });
});
