import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/security/passwords';
import { replacePassword } from './replace-password';
import { emailCodes, sessions, users } from './tables';
import {
  type IdentityTestContext,
  insertSession,
  insertUser,
  openIdentityTestContext,
} from './test-helpers';

describe('replacePassword', () => {
  let ctx: IdentityTestContext;
  beforeAll(async () => {
    ctx = await openIdentityTestContext();
  });
  afterAll(() => ctx.close());

  async function insertCode(userId: string, consumed: boolean) {
    const [code] = await ctx.db
      .insert(emailCodes)
      .values({
        userId,
        purpose: 'reset',
        flowId: 'flow',
        codeHash: 'hash',
        expiresAt: new Date(Date.now() + 600_000),
        consumedAt: consumed ? new Date() : null,
      })
      .returning();
    if (!code) throw new Error('code not created');
    return code;
  }

  const sessionsOf = (userId: string) =>
    ctx.db.select().from(sessions).where(eq(sessions.userId, userId));

  it('sets the password, ends every session and voids the open codes', async () => {
    const user = await insertUser(ctx);
    const other = await insertUser(ctx);
    const first = await insertSession(ctx, user.id);
    const second = await insertSession(ctx, user.id);
    const untouched = await insertSession(ctx, other.id);
    const open = await insertCode(user.id, false);
    const spent = await insertCode(user.id, true);

    const ended = await replacePassword(ctx, {
      user,
      newPassword: 'a brand new password 77',
      endReason: 'password_changed',
    });

    expect(ended.sort()).toEqual([first.sessionId, second.sessionId].sort());
    for (const session of await sessionsOf(user.id)) {
      expect(session.endedAt).not.toBeNull();
      expect(session.endReason).toBe('password_changed');
    }
    const [kept] = await ctx.db.select().from(sessions).where(eq(sessions.id, untouched.sessionId));
    expect(kept?.endedAt).toBeNull();
    const codes = await ctx.db.select().from(emailCodes).where(eq(emailCodes.userId, user.id));
    expect(codes.find((c) => c.id === open.id)?.voidedAt).not.toBeNull();
    expect(codes.find((c) => c.id === spent.id)?.voidedAt).toBeNull();
    const [after] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(await verifyPassword(after?.passwordHash ?? null, 'a brand new password 77')).toBe(true);
    expect(after?.temporaryPasswordUntil).toBeNull();
  });

  it("sets an administrator's temporary password, ending sessions as 'admin'", async () => {
    const user = await insertUser(ctx);
    await insertSession(ctx, user.id);
    const until = new Date(Date.now() + 7 * 86_400_000);
    await replacePassword(ctx, {
      user,
      newPassword: 'temporary password 12',
      temporaryUntil: until,
      endReason: 'admin',
    });
    const [after] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(after?.temporaryPasswordUntil?.getTime()).toBe(until.getTime());
    const [session] = await sessionsOf(user.id);
    expect(session?.endReason).toBe('admin');
  });

  it('confirms an unconfirmed address only when asked (a reset by emailed code)', async () => {
    const user = await insertUser(ctx);
    await ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, user.id));
    const unconfirmed = { ...user, emailVerifiedAt: null };
    const options = { user: unconfirmed, newPassword: 'another password 909' } as const;
    await replacePassword(ctx, { ...options, endReason: 'password_changed' });
    const [changed] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(changed?.emailVerifiedAt).toBeNull();
    await replacePassword(ctx, { ...options, confirmsEmail: true, endReason: 'password_changed' });
    const [reset] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(reset?.emailVerifiedAt).not.toBeNull();
  });
});
