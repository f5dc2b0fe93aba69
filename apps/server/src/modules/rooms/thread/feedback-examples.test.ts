import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../../test/factories';
import { userWithSample } from '../../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { setPlan, upload } from '../../sources/test-helpers';
import { queryExamples } from '../tables';
import { ask, call, createRoom } from '../test-helpers';

const COMMUTES = [
  'id,home_city,work_city,amount',
  '1,Oslo,Bergen,10',
  '2,Bergen,Oslo,20',
  '3,Oslo,Oslo,5',
].join('\n');

describe('a LIKE keeps an example only of an answer with a structured query (savedAsExample)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let sampleId: string;
  let table: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, sampleId, table } = await userWithSample(t));
    await setPlan(t, owner.orgId, 'Pro');
  });
  afterAll(() => t.close());

  const feedback = (id: string, value: 'LIKE' | 'DISLIKE' | null) =>
    call(t, owner, 'PUT', `/db/conversation-feedback/${id}`, { feedback: value });
  const examplesOf = (conversationId: string) =>
    t.ctx.db.select().from(queryExamples).where(eq(queryExamples.conversationId, conversationId));

  it("keeps a liked unsure answer's reading as an example, and un-liking removes it", async () => {
    const added = await upload(t, owner, `${COMMUTES}\n`, { name: 'Commutes' });
    const sourceId: string = added.json()._id;
    const room = await createRoom(t, owner, sourceId, 'Commutes');
    const unsure = (await ask(t, owner, room, sourceId, 'total amount by city')).json().data;
    expect(unsure.answer.status).toBe('unsure');
    expect(unsure.answer.answer.structuredQuery).not.toBeNull();

    const liked = await feedback(unsure._id, 'LIKE');
    expect(liked.json()).toMatchObject({ data: { feedback: 'LIKE' }, savedAsExample: true });
    expect(await examplesOf(unsure._id)).toMatchObject([
      {
        question: 'total amount by city',
        sourceId,
        structuredQuery: unsure.answer.answer.structuredQuery,
      },
    ]);
    const again = (await ask(t, owner, room, sourceId, 'total amount by city')).json().data;
    expect(again.usedExample).toBe(true);
    expect(again.answer.answer.structuredQuery).toEqual(unsure.answer.answer.structuredQuery);

    const cleared = await feedback(unsure._id, null);
    expect(cleared.json()).toMatchObject({ data: { feedback: null }, savedAsExample: false });
    expect(await examplesOf(unsure._id)).toEqual([]);
  });

  it('saves nothing for a liked answer to edited SQL, and says so', async () => {
    const room = await createRoom(t, owner, sampleId);
    const sql = `SELECT region, count(*) AS orders FROM "${table}" GROUP BY region`;
    const edited = await call(t, owner, 'POST', '/db/conversation', {
      room,
      sql,
      text: 'orders per region (edited)',
    });
    expect(edited.statusCode).toBe(200);
    const conversation = edited.json().data;
    expect(conversation.answer.answer.structuredQuery).toBeNull();

    const liked = await feedback(conversation._id, 'LIKE');
    expect(liked.json()).toMatchObject({ data: { feedback: 'LIKE' }, savedAsExample: false });
    expect(await examplesOf(conversation._id)).toEqual([]);
  });
});
