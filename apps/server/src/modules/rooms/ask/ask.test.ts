import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { userWithSample } from '../../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { usageCounters } from '../../../core/entitlements';
import { ordersCsv, setPlan, upload } from '../../sources/test-helpers';
import { conversations } from '../tables';
import { ask, call, createRoom, queryDuckDb } from '../test-helpers';

/** Region → revenue, rounded to cents, from an answer's or DuckDB's rows. */
function byRegion(rows: unknown[][]): Record<string, number> {
  return Object.fromEntries(
    rows.map(([region, revenue]) => [String(region), Math.round(Number(revenue) * 100) / 100]),
  );
}

async function countConversations(t: TestApp, roomId: string): Promise<number> {
  const rows = await t.ctx.db.select().from(conversations).where(eq(conversations.roomId, roomId));
  return rows.length;
}

describe('asking in a room (db/init-conversation)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let sampleId: string;
  let table: string;
  let roomId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, sampleId, table } = await userWithSample(t));
    roomId = await createRoom(t, owner, sampleId);
  });
  afterAll(() => t.close());

  it('walks 401, 400 and 404 before asking', async () => {
    expect((await ask(t, null, roomId, sampleId, 'total revenue')).statusCode).toBe(401);
    expect((await ask(t, owner, roomId, sampleId, ' ')).statusCode).toBe(400);
    const stranger = await buildUser(t);
    const res = await ask(t, stranger, roomId, sampleId, 'total revenue');
    expect(res.statusCode).toBe(404);
    const colleague = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId });
    expect((await ask(t, colleague, roomId, sampleId, 'total revenue')).statusCode).toBe(404);
    expect(await countConversations(t, roomId)).toBe(0);
  });

  it('answers "total revenue by region" with the numbers DuckDB gives, and stores it', async () => {
    const res = await ask(t, owner, roomId, sampleId, 'total revenue by region');
    expect(res.statusCode).toBe(200);
    const conversation = res.json().data;
    expect(conversation).toMatchObject({
      roomId,
      query: { text: 'total revenue by region' },
      hide: false,
      feedback: null,
      usedExample: false,
      dataRefreshedAt: expect.any(String),
    });
    const { answer } = conversation;
    // Answered, or unsure below the learned confidence's bar: the figures are shown either way.
    expect(['answered', 'unsure']).toContain(answer.status);
    expect(answer.answer.displayKind).toBe('GRAPH');
    expect(answer.answer.chart.mark).toMatchObject({ type: 'bar' });
    const direct = await queryDuckDb(
      t,
      sampleId,
      `SELECT region, sum(revenue) FROM "${table}" GROUP BY region`,
    );
    expect(direct).toHaveLength(4);
    expect(byRegion(answer.answer.rows)).toEqual(byRegion(direct));

    const room = (await call(t, owner, 'GET', `/db/room_by_id_source?room=${roomId}`)).json().data;
    expect(room).toMatchObject({ conversationCount: 1, lastQuestionAt: conversation.createdAt });
    const history = await call(t, owner, 'GET', `/db/all-conversation?room=${roomId}`);
    // The answer as stored reads back exactly as it was returned when asked.
    expect(history.json().data).toEqual([conversation]);
    expect(history.json()).toMatchObject({ page: 1, hasMore: false, isFile: true });
  });

  it('reads "only 2024" as a follow-up that keeps the grouping', async () => {
    const res = await ask(t, owner, roomId, sampleId, 'only 2024');
    expect(res.statusCode).toBe(200);
    const { answer } = res.json().data.answer;
    expect(answer.structuredQuery.groupBy).toEqual([expect.objectContaining({ column: 'region' })]);
    const direct = await queryDuckDb(
      t,
      sampleId,
      `SELECT region, sum(revenue) FROM "${table}" WHERE year(order_date) = 2024 GROUP BY region`,
    );
    expect(byRegion(answer.rows)).toEqual(byRegion(direct));
  });

  it('stores a declined question for the thread, and a follow-up still refines the last answer', async () => {
    const declined = await ask(t, owner, roomId, sampleId, 'What is the meaning of life?');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.answer).toMatchObject({ status: 'declined', answer: null });
    const followUp = await ask(t, owner, roomId, sampleId, 'and for 2023?');
    const { answer } = followUp.json().data.answer;
    expect(answer.structuredQuery.groupBy).toEqual([expect.objectContaining({ column: 'region' })]);
    // The year filter of "only 2024" is replaced by 2023's.
    const values = answer.structuredQuery.where.map((c: { value?: unknown }) => c.value);
    expect(values).toEqual(['2023-01-01', '2024-01-01']);
  });

  it('counts every question in users/me serviceUsage', async () => {
    const me = await call(t, owner, 'GET', '/users/me');
    const usage = me.json().data.serviceUsage;
    const asked = await countConversations(t, roomId);
    expect(asked).toBe(4);
    expect(usage.dailyQuestions.used).toBe(asked);
    expect(usage.monthlyQuestions.used).toBe(asked);
  });

  it('refuses a question over the daily limit, saying which limit and how to lift it, and stores nothing', async () => {
    await setPlan(t, owner.orgId, 'Starter');
    const before = await countConversations(t, roomId);
    // Today's questions stand at the Starter plan's 10.
    await t.ctx.db
      .update(usageCounters)
      .set({ dayCount: 10, monthCount: 10 })
      .where(and(eq(usageCounters.orgId, owner.orgId), eq(usageCounters.kind, 'question')));
    const res = await ask(t, owner, roomId, sampleId, 'total revenue by region');
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({
      code: 'PLAN_LIMIT',
      message:
        'The Starter plan allows 10 questions a day. Upgrade to Basic for 20 questions a day.',
    });
    expect(await countConversations(t, roomId)).toBe(before);
    await t.ctx.db
      .delete(usageCounters)
      .where(and(eq(usageCounters.orgId, owner.orgId), eq(usageCounters.kind, 'question')));
    await setPlan(t, owner.orgId, 'Pro');
  });

  it('refuses questions in a room whose source was deleted (410), keeping its history readable', async () => {
    const added = await upload(t, owner, ordersCsv(20), { name: 'Orders' });
    const sourceId: string = added.json()._id;
    const room = await createRoom(t, owner, sourceId, 'Orders room');
    expect((await ask(t, owner, room, sourceId, 'total amount by region')).statusCode).toBe(200);
    const deleted = await call(t, owner, 'DELETE', `/db/delete-source/${sourceId}`);
    expect(deleted.statusCode).toBe(200);

    const res = await ask(t, owner, room, sourceId, 'total amount by region');
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({
      code: 'SOURCE_DELETED_ROOM',
      message:
        'The data source associated with this session has been deleted. Further conversations cannot be continued.',
    });
    const posted = await call(t, owner, 'POST', '/db/conversation', { room, text: 'total amount' });
    expect(posted.statusCode).toBe(410);
    expect(await countConversations(t, room)).toBe(1);
    const history = await call(t, owner, 'GET', `/db/all-conversation?room=${room}`);
    expect(history.json().data).toHaveLength(1);
    const found = await call(t, owner, 'GET', `/db/room_by_id_source?room=${room}`);
    expect(found.json().data).toMatchObject({ sourceDeleted: true, conversationCount: 1 });
  });
});
