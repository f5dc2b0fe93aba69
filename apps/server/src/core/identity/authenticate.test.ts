import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticate, bearerToken, findLiveActor } from './authenticate';
import { authorize } from './authorize';
import { permissionsFor } from './permissions';
import { sessions, users } from './tables';
import {
  type IdentityTestContext,
  insertSession,
  insertUser,
  openIdentityTestContext,
} from './test-helpers';

describe('bearerToken', () => {
  it('reads the token of a Bearer header value only', () => {
    expect(bearerToken('Bearer abc')).toBe('abc');
    expect(bearerToken('Bearer   ')).toBeNull();
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('authenticate', () => {
  let ctx: IdentityTestContext;
  beforeAll(async () => {
    ctx = await openIdentityTestContext();
  });
  afterAll(() => ctx.close());

  it('names the actor of a live session', async () => {
    const user = await insertUser(ctx);
    const { sessionId, authorization } = await insertSession(ctx, user.id);
    const actor = await authenticate(ctx, authorization);
    expect(actor).toMatchObject({ userId: user.id, sessionId, user: { email: user.email } });
    expect(await findLiveActor(ctx, authorization)).toMatchObject({ sessionId });
  });

  it('refuses a missing or forged token', async () => {
    await expect(authenticate(ctx, undefined)).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
    await expect(authenticate(ctx, 'Bearer x.y.z')).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    expect(await findLiveActor(ctx, 'Bearer x.y.z')).toBeNull();
  });

  it('says why a session is over: replaced, ended, expired, or its user disabled', async () => {
    const user = await insertUser(ctx);
    const replaced = await insertSession(ctx, user.id);
    await ctx.db
      .update(sessions)
      .set({ endedAt: new Date(), endReason: 'replaced' })
      .where(eq(sessions.id, replaced.sessionId));
    await expect(authenticate(ctx, replaced.authorization)).rejects.toMatchObject({
      code: 'SESSION_REPLACED',
    });

    const signedOut = await insertSession(ctx, user.id);
    await ctx.db
      .update(sessions)
      .set({ endedAt: new Date(), endReason: 'signout' })
      .where(eq(sessions.id, signedOut.sessionId));
    await expect(authenticate(ctx, signedOut.authorization)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });

    const expired = await insertSession(ctx, user.id);
    await ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, expired.sessionId));
    await expect(authenticate(ctx, expired.authorization)).rejects.toMatchObject({
      code: 'TOKEN_EXPIRED',
    });

    const live = await insertSession(ctx, user.id);
    await ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    await expect(authenticate(ctx, live.authorization)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
  });
});

describe('authorize', () => {
  it('lets a role do what the permission table grants it, and nothing else', () => {
    const viewer = { permissions: permissionsFor('viewer') };
    expect(() => authorize(viewer, 'sources.query')).not.toThrow();
    expect(() => authorize(viewer, 'team.invite')).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
    expect(() => authorize({ permissions: permissionsFor('admin') }, 'team.invite')).not.toThrow();
    expect(() => authorize({ permissions: permissionsFor('admin') }, 'org.manage')).toThrow();
    expect(() =>
      authorize({ permissions: permissionsFor('owner') }, 'billing.manage'),
    ).not.toThrow();
  });
});
