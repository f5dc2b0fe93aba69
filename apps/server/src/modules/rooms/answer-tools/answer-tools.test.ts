import { readFileSync } from 'node:fs';
import { chatCompletion, type StubProvider, startStubProvider } from '@tabletalk/nlq/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { userWithSample } from '../../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { findLanguageModel } from '../../answers';
import { ask, call, createRoom } from '../test-helpers';
import { speechCachePath } from '../voice';

/**
 * What can be done with a stored answer, with a language model configured: a local
 * OpenAI-compatible server answers with recorded responses.
 */
describe('stored answers: update-graph, descriptive-response, descriptive-voice-response', () => {
  let stub: StubProvider;
  let t: TestApp;
  let owner: BuiltUser;
  let colleague: BuiltUser;
  let roomId: string;
  let byRegion: { _id: string; answer: { answer: { rows: unknown[][]; description: string } } };
  beforeAll(async () => {
    stub = await startStubProvider();
    t = await createTestApp({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: stub.baseUrl,
      LLM_MODEL: 'local-model',
    });
    let sampleId: string;
    ({ owner, sampleId } = await userWithSample(t));
    colleague = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId });
    roomId = await createRoom(t, owner, sampleId);
    byRegion = (await ask(t, owner, roomId, sampleId, 'total revenue by region')).json().data;
  });
  afterAll(async () => {
    await t.close();
    await stub.close();
  });

  const history = async () =>
    (await call(t, owner, 'GET', `/db/all-conversation?room=${roomId}`)).json().data;

  it('changes the chart type, axes, colour and title, and stores the new spec', async () => {
    const url = `/db/update-graph/${byRegion._id}`;
    const edit = { chartType: 'horizontal-bar', color: '#ff8800', title: 'Revenue by region' };
    expect((await call(t, null, 'PUT', url, edit)).statusCode).toBe(401);
    expect((await call(t, colleague, 'PUT', url, edit)).statusCode).toBe(404);
    expect((await call(t, owner, 'PUT', url, {})).statusCode).toBe(400);
    const unknown = await call(t, owner, 'PUT', url, { x: 'Nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.fields[0].path).toBe('x');

    const res = await call(t, owner, 'PUT', url, edit);
    expect(res.statusCode).toBe(200);
    const chart = res.json().data.answer.answer.chart;
    expect(JSON.stringify(chart)).toContain('#ff8800');
    expect(JSON.stringify(chart)).toContain('Revenue by region');
    const stored = (await history()).find((c: { _id: string }) => c._id === byRegion._id);
    expect(stored.answer.answer.chart).toEqual(chart);
    const visual = (await call(t, owner, 'GET', `/db/visualization/${byRegion._id}`)).json().data;
    expect(visual.chart).toEqual(chart);
  });

  it('describes an answer with the language model and stores the description', async () => {
    const sentence = 'North America brings in the most revenue, ahead of Europe.';
    stub.enqueue({ status: 200, body: chatCompletion(sentence) });
    const res = await call(t, owner, 'PUT', `/db/descriptive-response/${byRegion._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.description).toBe(sentence);
    const prompt = JSON.stringify(stub.requests.at(-1)?.body);
    expect(prompt).toContain('total revenue by region');
    expect(prompt).toContain('North America');
    const stored = (await history()).find((c: { _id: string }) => c._id === byRegion._id);
    expect(stored.answer.answer.description).toBe(sentence);
    // The recorded response says the call took 812 tokens in and 41 out.
    const allowance = t.ctx.env.llm?.tokensPerDay ?? 0;
    const remaining = (await findLanguageModel(t.ctx.env)?.budget.remaining(owner.orgId)) ?? 0;
    const spent = allowance - remaining;
    expect(spent).toBe(812 + 41);
  });

  it('keeps the built-in description when the language model fails', async () => {
    stub.enqueue({
      status: 400,
      body: { error: { message: 'bad request', type: 'invalid_request_error' } },
    });
    const res = await call(t, owner, 'PUT', `/db/descriptive-response/${byRegion._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.description).toBe(byRegion.answer.answer.description);
  });

  it('reads the description aloud as WAV, cached', async () => {
    const url = `/db/descriptive-voice-response/${byRegion._id}`;
    expect((await call(t, null, 'PUT', url)).statusCode).toBe(401);
    expect((await call(t, colleague, 'PUT', url)).statusCode).toBe(404);
    const res = await call(t, owner, 'PUT', url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/wav');
    expect(res.rawPayload.toString('latin1', 0, 4)).toBe('RIFF');
    expect(res.rawPayload.toString('latin1', 8, 12)).toBe('WAVE');
    expect(res.rawPayload.length).toBeGreaterThan(10_000);
    const described = (await history()).find((c: { _id: string }) => c._id === byRegion._id);
    const cached = speechCachePath(
      t.ctx.env.dataDir,
      owner.orgId,
      described.answer.answer.description,
    );
    expect(readFileSync(cached).equals(res.rawPayload)).toBe(true);
    const again = await call(t, owner, 'PUT', url);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });
});
