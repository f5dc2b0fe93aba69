import { chatCompletion, type StubProvider, sqlAnswerText } from '@tabletalk/nlq/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../../test/factories';
import type { TestApp } from '../../../../test/test-app';
import {
  openStubbedModelWorld,
  questionWithStatus,
  type StubbedModelWorld,
  unreadableSampleQuestions,
} from '../../answers/test-helpers';
import { getSourceForQuery } from '../../sources';
import { conversations } from '../tables';
import { ask, createRoom } from '../test-helpers';

/** A room's question the language model answers (a local stub speaking OpenAI's API). */
describe('a room keeps an answer written by the language model', () => {
  let world: StubbedModelWorld;
  let stub: StubProvider;
  let t: TestApp;
  let owner: BuiltUser;
  let sampleId: string;
  let table: string;
  beforeAll(async () => {
    world = await openStubbedModelWorld();
    ({ stub, t, owner, sampleId, table } = world);
  });
  afterAll(() => world.close());

  it("stores a room's answer from the model with its origin", async () => {
    const roomId = await createRoom(t, owner, sampleId);
    const sql = `SELECT COUNT(*) AS "orders" FROM "${table}"`;
    stub.enqueue({ status: 200, body: chatCompletion(sqlAnswerText(sql, 'Counts the orders.')) });
    const { model } = await getSourceForQuery(t.ctx, {
      orgId: owner.orgId,
      sourceId: sampleId,
      deletedError: 'NOT_FOUND',
    });
    if (!model) throw new Error('the sample has no knowledge');
    const question = questionWithStatus(model, 'declined', unreadableSampleQuestions);
    const res = await ask(t, owner, roomId, sampleId, question);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.answer).toMatchObject({
      status: 'answered',
      answer: { origin: 'model' },
    });
    const [row] = await t.ctx.db
      .select()
      .from(conversations)
      .where(eq(conversations.roomId, roomId));
    expect(row?.result).toMatchObject({ answer: { origin: 'model', structuredQuery: null } });
  });
});
