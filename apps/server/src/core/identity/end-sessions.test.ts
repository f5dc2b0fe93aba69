import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endSession, endUserSessions, keepOnlyThisSession } from './end-sessions';
import { auditEvents, sessions } from './tables';
import {
  type IdentityTestContext,
  insertSession,
  insertUser,
  openIdentityTestContext,
} from './test-helpers';

describe('ending sessions', () => {
  let ctx: IdentityTestContext;
  beforeAll(async () => {
    ctx = await openIdentityTestContext();
  });
  afterAll(() => ctx.close());

  const sessionById = async (id: string) =>
    (await ctx.db.select().from(sessions).where(eq(sessions.id, id)))[0];

  it('ends all live sessions of a user but the one kept, once', async () => {
    const user = await insertUser(ctx);
    const kept = await insertSession(ctx, user.id);
    const other = await insertSession(ctx, user.id);
    const options = {
      userId: user.id,
      reason: 'signout',
      exceptSessionId: kept.sessionId,
    } as const;
    expect(await endUserSessions(ctx, options)).toEqual([other.sessionId]);
    expect(await endUserSessions(ctx, options)).toEqual([]);
    expect((await sessionById(kept.sessionId))?.endedAt).toBeNull();
    expect((await sessionById(other.sessionId))?.endReason).toBe('signout');
  });

  it('ends one session only for its own user', async () => {
    const owner = await insertUser(ctx);
    const stranger = await insertUser(ctx);
    const { sessionId } = await insertSession(ctx, owner.id);
    const byStranger = { sessionId, userId: stranger.id, reason: 'deleted' } as const;
    expect(await endSession(ctx, byStranger)).toBe(false);
    expect(await endSession(ctx, { ...byStranger, userId: owner.id })).toBe(true);
    expect(await endSession(ctx, { ...byStranger, userId: owner.id })).toBe(false);
  });

  it("keeps only the actor's session, ending the others as 'replaced' and recording it", async () => {
    const user = await insertUser(ctx);
    const mine = await insertSession(ctx, user.id);
    const elsewhere = await insertSession(ctx, user.id);
    const actor = { userId: user.id, sessionId: mine.sessionId };
    expect(await keepOnlyThisSession(ctx, actor)).toBe(mine.sessionId);
    expect((await sessionById(elsewhere.sessionId))?.endReason).toBe('replaced');
    const events = await ctx.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.actorId, user.id), eq(auditEvents.action, 'auth.session_replaced')),
      );
    expect(events.map((e) => e.detail)).toEqual([{ ended: [elsewhere.sessionId] }]);
    await keepOnlyThisSession(ctx, actor);
    expect(
      await ctx.db.select().from(auditEvents).where(eq(auditEvents.actorId, user.id)),
    ).toHaveLength(1);
  });
});
