import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../../test/factories';
import { userWithSample } from '../../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { conversations } from '../tables';
import { ask, call, createRoom } from '../test-helpers';

describe("a stored answer keeps its rows once, and the API shows the chart's rows", () => {
  let t: TestApp;
  let owner: BuiltUser;
  let sampleId: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ owner, sampleId } = await userWithSample(t));
  });
  afterAll(() => t.close());

  /** The result as stored, which these answers all have a chart in. */
  async function storedResult(id: string) {
    const [row] = await t.ctx.db.select().from(conversations).where(eq(conversations.id, id));
    const answer = row?.result.answer;
    if (!row || !answer?.chart) throw new Error('no chart stored');
    return { ...row.result, answer: { ...answer, chart: answer.chart } };
  }

  async function byRegion() {
    const roomId = await createRoom(t, owner, sampleId);
    const res = await ask(t, owner, roomId, sampleId, 'total revenue by region');
    expect(res.statusCode).toBe(200);
    return { roomId, conversation: res.json().data };
  }

  const thread = async (roomId: string) =>
    (await call(t, owner, 'GET', `/db/all-conversation?room=${roomId}`)).json().data;

  it('stores the chart without inline rows and answers it with them', async () => {
    const { roomId, conversation } = await byRegion();
    const { rows, chart } = conversation.answer.answer;
    const values = chart.data.values as Record<string, unknown>[];
    expect(values).toHaveLength(rows.length);
    expect(values.map((value) => Object.values(value))).toEqual(rows);

    const stored = await storedResult(conversation._id);
    expect(stored.answer.rows).toEqual(rows);
    expect(stored.answer.chart.data).not.toHaveProperty('values');
    const [, firstRevenue] = rows[0];
    const storedJson = JSON.stringify(stored);
    expect(storedJson.split(`${JSON.stringify(firstRevenue)}`).length - 1).toBe(1);
    expect(storedJson.length).toBeLessThan(JSON.stringify(conversation.answer).length);

    const [listed] = await thread(roomId);
    expect(listed.answer).toEqual(conversation.answer);
    const visual = (await call(t, owner, 'GET', `/db/visualization/${conversation._id}`)).json();
    expect(visual.data.chart).toEqual(chart);
  });

  it('edits a stored chart and stores the edit without inline rows too', async () => {
    const { conversation } = await byRegion();
    const url = `/db/update-graph/${conversation._id}`;
    const res = await call(t, owner, 'PUT', url, { chartType: 'donut', title: 'Shares' });
    expect(res.statusCode).toBe(200);
    const chart = res.json().data.answer.answer.chart;
    expect(chart.title).toBe('Shares');
    expect(chart.data.values).toHaveLength(conversation.answer.answer.rows.length);
    const stored = await storedResult(conversation._id);
    expect(stored.answer.chart.data).not.toHaveProperty('values');
    expect(stored.answer.chart.title).toBe('Shares');
  });

  it('shows answers stored before, with their rows inline, as they were', async () => {
    const { roomId, conversation } = await byRegion();
    await t.ctx.db
      .update(conversations)
      .set({ result: conversation.answer, knowledgeUsed: null })
      .where(eq(conversations.id, conversation._id));
    expect((await storedResult(conversation._id)).answer.chart.data).toHaveProperty('values');
    const [listed] = await thread(roomId);
    expect(listed.answer).toEqual(conversation.answer);
    expect(listed.knowledgeUsed).toEqual({ example: null, synonyms: [], glossary: [] });
    const edited = await call(t, owner, 'PUT', `/db/update-graph/${conversation._id}`, {
      color: '#336699',
    });
    expect(edited.json().data.answer.answer.chart.data.values).toEqual(
      conversation.answer.answer.chart.data.values,
    );
  });
});
