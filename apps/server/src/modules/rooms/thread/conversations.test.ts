import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { userWithSample } from '../../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { setPlan } from '../../sources/test-helpers';
import { conversations, queryExamples } from '../tables';
import { ask, call, createRoom } from '../test-helpers';

describe("a room's thread (all-conversation, hide, delete, favourite, feedback, visualization)", () => {
  let t: TestApp;
  let owner: BuiltUser;
  let sampleId: string;
  let stranger: BuiltUser;
  let colleague: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, sampleId } = await userWithSample(t));
    await setPlan(t, owner.orgId, 'Pro');
    stranger = await buildUser(t);
    colleague = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId });
  });
  afterAll(() => t.close());

  async function askNew(text: string, roomId?: string) {
    const room = roomId ?? (await createRoom(t, owner, sampleId));
    const res = await ask(t, owner, room, sampleId, text);
    if (res.statusCode !== 200) throw new Error(`${res.statusCode} ${res.body}`);
    return { roomId: room, conversation: res.json().data };
  }

  /** Copies of a stored conversation, one minute apart after it, to page through. */
  async function cloneConversation(id: string, copies: number): Promise<void> {
    const [row] = await t.ctx.db.select().from(conversations).where(eq(conversations.id, id));
    if (!row) throw new Error('missing');
    const { id: _id, queryId: _queryId, ...rest } = row;
    await t.ctx.db.insert(conversations).values(
      Array.from({ length: copies }, (_, i) => ({
        ...rest,
        text: `question ${i + 2}`,
        createdAt: new Date(row.createdAt.getTime() + (i + 1) * 60_000),
      })),
    );
  }

  it("answers 401 without a session and 404 for a conversation outside the user's rooms", async () => {
    const { roomId, conversation } = await askNew('How many orders are there?');
    const id = conversation._id;
    const calls = [
      ['GET', `/db/all-conversation?room=${roomId}`, undefined],
      ['GET', `/db/visualization/${id}`, undefined],
      ['PUT', `/db/hide-conversation/${id}`, { hide: true }],
      ['PUT', '/db/hide-conversation', { room: roomId }],
      ['PUT', `/db/conversation-favourite/${id}`, { favourite: true }],
      ['PUT', `/db/conversation-feedback/${id}`, { feedback: 'LIKE' }],
      ['PUT', `/db/descriptive-response/${id}`, undefined],
      ['DELETE', `/db/delete-conversation/${id}`, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await call(t, null, method, url, body)).statusCode, url).toBe(401);
      expect((await call(t, stranger, method, url, body)).statusCode, url).toBe(404);
      expect((await call(t, colleague, method, url, body)).statusCode, url).toBe(404);
    }
    expect((await call(t, null, 'GET', '/db/user-queries')).statusCode).toBe(401);
    const still = await call(t, owner, 'GET', `/db/all-conversation?room=${roomId}`);
    expect(still.json().data).toMatchObject([
      { _id: id, hide: false, favourite: false, feedback: null },
    ]);
  });

  it('pages the history newest page first, each page in time order, with hasMore', async () => {
    const { roomId, conversation } = await askNew('How many orders are there?');
    await cloneConversation(conversation._id, 11);
    const page = async (n: number, before?: string) => {
      const cursor = before ? `&before=${before}` : '';
      const url = `/db/all-conversation?room=${roomId}&page=${n}&pageSize=5${cursor}`;
      return (await call(t, owner, 'GET', url)).json();
    };
    const texts = (p: { data: { query: { text: string } }[] }) => p.data.map((c) => c.query.text);
    const first = await page(1);
    expect(first).toMatchObject({ page: 1, hasMore: true });
    expect(texts(first)).toEqual([
      'question 8',
      'question 9',
      'question 10',
      'question 11',
      'question 12',
    ]);
    const second = await page(2, first.data[0]._id);
    expect(second).toMatchObject({ page: 2, hasMore: true });
    expect(texts(second)).toEqual([
      'question 3',
      'question 4',
      'question 5',
      'question 6',
      'question 7',
    ]);
    const last = await page(3, second.data[0]._id);
    expect(last).toMatchObject({ page: 3, hasMore: false });
    expect(texts(last)).toEqual(['How many orders are there?', 'question 2']);

    const hidden = first.data[4]._id;
    const hide = await call(t, owner, 'PUT', `/db/hide-conversation/${hidden}`, { hide: true });
    expect(hide.json().data.hide).toBe(true);
    expect(texts(await page(1))).toEqual([
      'question 7',
      'question 8',
      'question 9',
      'question 10',
      'question 11',
    ]);
    const queries = (await call(t, owner, 'GET', `/db/user-queries?source=${sampleId}`)).json()
      .data;
    expect(queries.map((q: { text: string }) => q.text)).not.toContain('question 12');
    expect(queries[0].text).toBe('question 11');

    await call(t, owner, 'PUT', `/db/hide-conversation/${hidden}`, { hide: false });
    expect(texts(await page(1))).toContain('question 12');
    const cleared = await call(t, owner, 'PUT', '/db/hide-conversation', { room: roomId });
    expect(cleared.json().message).toBe('12 conversations hidden.');
    expect((await page(1)).data).toEqual([]);
    const room = await call(t, owner, 'GET', `/db/room_by_id_source?room=${roomId}`);
    expect(room.json().data.conversationCount).toBe(0);
  });

  it('shows the chart of an answer, stars it, writes its description and deletes it', async () => {
    const { conversation } = await askNew('total revenue by region');
    const id = conversation._id;
    const chart = (await call(t, owner, 'GET', `/db/visualization/${id}`)).json().data;
    expect(chart.displayKind).toBe('GRAPH');
    expect(chart.chart.mark).toMatchObject({ type: 'bar' });
    expect(chart.rows).toEqual(conversation.answer.answer.rows);

    const star = await call(t, owner, 'PUT', `/db/conversation-favourite/${id}`, {
      favourite: true,
    });
    expect(star.json().data.favourite).toBe(true);
    const described = await call(t, owner, 'PUT', `/db/descriptive-response/${id}`);
    expect(described.statusCode).toBe(200);
    expect(described.json().data.description).toBe(conversation.answer.answer.description);
    const [row] = await t.ctx.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row?.description).toBe(conversation.answer.answer.description);

    expect((await call(t, owner, 'DELETE', `/db/delete-conversation/${id}`)).statusCode).toBe(200);
    expect((await call(t, owner, 'GET', `/db/visualization/${id}`)).statusCode).toBe(404);
    expect((await call(t, owner, 'DELETE', `/db/delete-conversation/${id}`)).statusCode).toBe(404);
  });

  it('keeps a liked answer as an example, which a new room then uses; a dislike removes it', async () => {
    const { conversation } = await askNew('total revenue by region');
    expect(conversation.usedExample).toBe(false);
    const liked = await call(t, owner, 'PUT', `/db/conversation-feedback/${conversation._id}`, {
      feedback: 'LIKE',
    });
    expect(liked.json()).toMatchObject({
      data: { feedback: 'LIKE', feedbackReason: null },
      savedAsExample: true,
    });
    const examples = await t.ctx.db
      .select()
      .from(queryExamples)
      .where(eq(queryExamples.sourceId, sampleId));
    expect(examples).toMatchObject([
      { question: 'total revenue by region', conversationId: conversation._id, orgId: owner.orgId },
    ]);

    const again = await askNew('What is the total revenue by region?');
    expect(again.conversation.usedExample).toBe(true);
    expect(again.conversation.knowledgeUsed.example).toEqual({
      question: 'total revenue by region',
    });
    expect(conversation.knowledgeUsed).toEqual({ example: null, synonyms: [], glossary: [] });
    expect(again.conversation.answer.answer.rows).toEqual(conversation.answer.answer.rows);

    const disliked = await call(
      t,
      owner,
      'PUT',
      `/db/conversation-feedback/${again.conversation._id}`,
      {
        feedback: 'DISLIKE',
        reason: 'Wanted net revenue',
      },
    );
    expect(disliked.json()).toMatchObject({
      data: { feedback: 'DISLIKE', feedbackReason: 'Wanted net revenue' },
      savedAsExample: false,
    });
    // The dislike was of another wording: the liked example stays until its own wording is disliked.
    await call(t, owner, 'PUT', `/db/conversation-feedback/${conversation._id}`, {
      feedback: 'DISLIKE',
    });
    expect(
      await t.ctx.db.select().from(queryExamples).where(eq(queryExamples.sourceId, sampleId)),
    ).toEqual([]);
    const fresh = await askNew('total revenue by region');
    expect(fresh.conversation.usedExample).toBe(false);
  });

  it('keeps a liked follow-up with the question it refined, so a new room can match it', async () => {
    const first = await askNew('total revenue by region');
    const followUp = await askNew('only 2024', first.roomId);
    await call(t, owner, 'PUT', `/db/conversation-feedback/${followUp.conversation._id}`, {
      feedback: 'LIKE',
    });
    const examples = await t.ctx.db
      .select()
      .from(queryExamples)
      .where(eq(queryExamples.conversationId, followUp.conversation._id));
    expect(examples.map((example) => example.question)).toEqual([
      'total revenue by region only 2024',
    ]);
    const again = await askNew('total revenue by region only 2024');
    expect(again.conversation.usedExample).toBe(true);
    expect(again.conversation.answer.answer.rows).toEqual(followUp.conversation.answer.answer.rows);
    await call(t, owner, 'PUT', `/db/conversation-feedback/${followUp.conversation._id}`, {
      feedback: 'DISLIKE',
    });
    expect(
      await t.ctx.db
        .select()
        .from(queryExamples)
        .where(eq(queryExamples.conversationId, followUp.conversation._id)),
    ).toEqual([]);
  });

  it('does not keep a declined question as an example', async () => {
    const { conversation } = await askNew('What is the meaning of life?');
    expect(conversation.answer.status).toBe('declined');
    const liked = await call(t, owner, 'PUT', `/db/conversation-feedback/${conversation._id}`, {
      feedback: 'LIKE',
    });
    expect(liked.json()).toMatchObject({ data: { feedback: 'LIKE' }, savedAsExample: false });
    expect(
      await t.ctx.db.select().from(queryExamples).where(eq(queryExamples.sourceId, sampleId)),
    ).toEqual([]);
    const visual = (await call(t, owner, 'GET', `/db/visualization/${conversation._id}`)).json()
      .data;
    expect(visual).toEqual({ chart: null, displayKind: 'TABLE', columns: [], rows: [] });
  });
});
