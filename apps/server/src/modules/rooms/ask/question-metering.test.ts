import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../../test/factories';
import { userWithSample } from '../../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { QUESTIONS_PER_USER_PER_MINUTE } from '../../answers';
import { askSource } from '../../answers/test-helpers';
import { sources } from '../../sources';
import { setPlan } from '../../sources/test-helpers';
import { ask, call, createRoom } from '../test-helpers';

/** Questions used today, as users/me reports them. */
async function usedToday(t: TestApp, user: BuiltUser): Promise<number> {
  const me = await call(t, user, 'GET', '/users/me');
  return me.json().data.serviceUsage.dailyQuestions.used;
}

describe('questions counted against the plan, wherever they are asked', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let sampleId: string;
  let roomId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, sampleId } = await userWithSample(t));
    roomId = await createRoom(t, owner, sampleId);
  });
  afterAll(() => t.close());

  it('counts a question asked outside a room (nlquery) and refuses it over the limit', async () => {
    await setPlan(t, owner.orgId, 'Starter');
    expect((await askSource(t, owner, sampleId, 'how many orders are there')).statusCode).toBe(200);
    expect(await usedToday(t, owner)).toBe(1);
    for (let i = 1; i < 10; i += 1) await ask(t, owner, roomId, sampleId, 'total revenue');
    expect(await usedToday(t, owner)).toBe(10);
    const refused = await askSource(t, owner, sampleId, 'how many orders are there');
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({ code: 'PLAN_LIMIT' });
    expect(await usedToday(t, owner)).toBe(10);
    await setPlan(t, owner.orgId, 'Enterprise');
  });

  it('gives the question back when it fails: refused SQL is not counted', async () => {
    const before = await usedToday(t, owner);
    const refused = await call(t, owner, 'POST', '/db/conversation', {
      room: roomId,
      sql: 'DELETE FROM orders',
    });
    expect(refused.statusCode).toBe(422);
    expect(await usedToday(t, owner)).toBe(before);
  });

  it("answers a template asked in a room whose source was deleted with the spec's message", async () => {
    const doomed = await userWithSample(t);
    const doomedRoom = await createRoom(t, doomed.owner, doomed.sampleId);
    const template = await call(t, doomed.owner, 'POST', '/db/create-template', {
      title: 'Revenue',
      text: 'total revenue',
    });
    expect(template.statusCode).toBe(200);
    await t.ctx.db
      .update(sources)
      .set({ deletedAt: new Date() })
      .where(eq(sources.id, doomed.sampleId));
    const res = await call(t, doomed.owner, 'POST', '/db/conversation', {
      room: doomedRoom,
      templateId: template.json().data._id,
    });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ code: 'SOURCE_DELETED_ROOM' });
  });
});

describe('questions limited per person per minute', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT: 'true' });
  });
  afterAll(() => t.close());

  it(`answers 429 with Retry-After after ${QUESTIONS_PER_USER_PER_MINUTE} questions a minute`, async () => {
    const { owner, sampleId } = await userWithSample(t);
    await setPlan(t, owner.orgId, 'Enterprise');
    for (let i = 0; i < QUESTIONS_PER_USER_PER_MINUTE; i += 1) {
      const res = await askSource(t, owner, sampleId, 'how many orders are there');
      expect(res.statusCode).toBe(200);
    }
    const limited = await askSource(t, owner, sampleId, 'how many orders are there');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const colleague = await userWithSample(t);
    const other = await askSource(t, colleague.owner, colleague.sampleId, 'how many orders');
    expect(other.statusCode).toBe(200);
  });
});
