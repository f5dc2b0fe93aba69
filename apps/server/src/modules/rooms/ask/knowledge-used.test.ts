import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../../test/factories';
import { userWithSample } from '../../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { findLatestModel, sourceModels } from '../../sources';
import { conversations } from '../tables';
import { ask, createRoom } from '../test-helpers';

const revenueMeaning = { term: 'revenue', definition: 'Money from orders, before refunds.' };

describe('a conversation keeps the knowledge that shaped its answer', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let sampleId: string;
  let roomId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, sampleId } = await userWithSample(t));
    // Knowledge someone taught the source: a synonym of the revenue column and a glossary entry.
    const latest = await findLatestModel(t.ctx.db, sampleId);
    if (!latest) throw new Error('no knowledge');
    const model = structuredClone(latest.model);
    const revenue = model.tables[0]?.columns.find((column) => column.name === 'revenue');
    if (!revenue) throw new Error('no revenue column');
    revenue.synonyms.push('takings');
    model.glossary.push(revenueMeaning);
    const version = latest.version + 1;
    await t.ctx.db
      .insert(sourceModels)
      .values({ sourceId: sampleId, version, model: { ...model, version } });
    roomId = await createRoom(t, owner, sampleId);
  });
  afterAll(() => t.close());

  async function askInRoom(text: string) {
    const res = await ask(t, owner, roomId, sampleId, text);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  }

  it('answers and stores the synonym that linked a word of the question', async () => {
    const conversation = await askInRoom('total takings by region');
    expect(['answered', 'unsure']).toContain(conversation.answer.status);
    expect(conversation.knowledgeUsed).toEqual({
      example: null,
      synonyms: [
        {
          word: 'takings',
          target: 'Revenue',
          table: conversation.answer.answer.structuredQuery.from.name,
          column: 'revenue',
        },
      ],
      glossary: [],
    });
    const [row] = await t.ctx.db
      .select({ knowledgeUsed: conversations.knowledgeUsed })
      .from(conversations)
      .where(eq(conversations.id, conversation._id));
    expect(row?.knowledgeUsed).toEqual(conversation.knowledgeUsed);
  });

  it('answers with the glossary entries the question names', async () => {
    const conversation = await askInRoom('total revenue by region');
    expect(conversation.knowledgeUsed).toEqual({
      example: null,
      synonyms: [],
      glossary: [revenueMeaning],
    });
  });
});
