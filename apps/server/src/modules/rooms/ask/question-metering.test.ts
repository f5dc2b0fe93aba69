import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../../test/factories';
import { startNextPeriod } from '../../../../test/periods';
import { userWithSample } from '../../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { grantQuestionCredits, usageCounters, usageWindows } from '../../../core/entitlements';
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

describe('questions at the last one of the day and of the month, asked at once', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Questions already asked this UTC month (`month`) and today (`today`), as if earlier. */
  async function asked(orgId: string, counts: { month: number; today: number }) {
    const { month, day } = usageWindows(t.ctx.now());
    await t.ctx.db.insert(usageCounters).values({
      orgId,
      kind: 'question',
      month,
      monthCount: counts.month,
      day,
      dayCount: counts.today,
    });
  }

  /** Two questions at once: the status codes, sorted, and the refusal's body. */
  async function askTwice(user: BuiltUser, sampleId: string) {
    const answers = await Promise.all([
      askSource(t, user, sampleId, 'how many orders are there'),
      askSource(t, user, sampleId, 'total revenue'),
    ]);
    const refused = answers.find((answer) => answer.statusCode !== 200);
    return { statuses: answers.map((a) => a.statusCode).sort(), refusal: refused?.json() };
  }

  /** The service usage users/me reports. */
  const usageOf = async (user: BuiltUser) =>
    (await call(t, user, 'GET', '/users/me')).json().data.serviceUsage;

  it('answers exactly one of two at the day’s last question, and asks again the next day', async () => {
    const { owner, sampleId } = await userWithSample(t);
    await setPlan(t, owner.orgId, 'Starter'); // 10 questions a day, 100 a month
    await asked(owner.orgId, { month: 9, today: 9 });
    const { statuses, refusal } = await askTwice(owner, sampleId);
    expect(statuses).toEqual([200, 402]);
    expect(refusal).toMatchObject({
      code: 'PLAN_LIMIT',
      message:
        'The Starter plan allows 10 questions a day. Upgrade to Basic for 20 questions a day.',
    });
    expect((await usageOf(owner)).dailyQuestions).toEqual({ used: 10, limit: 10 });
    const tomorrow = await startNextPeriod(t, owner, 'day');
    expect((await askSource(t, tomorrow, sampleId, 'total revenue')).statusCode).toBe(200);
    expect((await usageOf(tomorrow)).dailyQuestions).toEqual({ used: 1, limit: 10 });
  });

  it('answers exactly one of two at the month’s last question, and asks again next month', async () => {
    const { owner, sampleId } = await userWithSample(t);
    await setPlan(t, owner.orgId, 'Pro'); // 3,000 questions a month, no daily limit
    await asked(owner.orgId, { month: 2_999, today: 0 });
    const { statuses, refusal } = await askTwice(owner, sampleId);
    expect(statuses).toEqual([200, 402]);
    expect(refusal).toMatchObject({
      code: 'PLAN_LIMIT',
      message:
        'The Pro plan allows 3,000 questions a month. Upgrade to Team for 10,000 questions a month.',
    });
    expect((await usageOf(owner)).monthlyQuestions).toEqual({ used: 3_000, limit: 3_000 });
    const nextMonth = await startNextPeriod(t, owner, 'month');
    expect((await askSource(t, nextMonth, sampleId, 'total revenue')).statusCode).toBe(200);
    expect((await usageOf(nextMonth)).monthlyQuestions).toEqual({ used: 1, limit: 3_000 });
  });

  it('answers past the month with extra credits, one each, and gives a failed one back', async () => {
    const { owner, sampleId } = await userWithSample(t);
    await setPlan(t, owner.orgId, 'Team'); // 10,000 questions a month
    await asked(owner.orgId, { month: 10_000, today: 0 });
    await grantQuestionCredits(t.ctx, owner.orgId, 1);
    expect(await usageOf(owner)).toMatchObject({
      monthlyQuestions: { used: 10_000, limit: 10_000 },
      extraCredits: 1,
    });
    const { statuses, refusal } = await askTwice(owner, sampleId);
    expect(statuses).toEqual([200, 402]);
    expect(refusal).toMatchObject({
      code: 'PLAN_LIMIT',
      message:
        'The Team plan allows 10,000 questions a month. Buy extra question credits on the plan page, or upgrade to Enterprise for unlimited questions a month.',
    });
    expect(await usageOf(owner)).toMatchObject({
      monthlyQuestions: { used: 10_000, limit: 10_000 },
      extraCredits: 0,
    });
    // A question is counted before its SQL is checked: with no credit left it is refused first.
    const roomId = await createRoom(t, owner, sampleId);
    const deleteOrders = () =>
      call(t, owner, 'POST', '/db/conversation', { room: roomId, sql: 'DELETE FROM orders' });
    expect((await deleteOrders()).statusCode).toBe(402);
    // With a credit, the refused SQL takes it, and gives it back.
    await grantQuestionCredits(t.ctx, owner.orgId, 1);
    expect((await deleteOrders()).statusCode).toBe(422);
    expect((await usageOf(owner)).extraCredits).toBe(1);
  });
});
