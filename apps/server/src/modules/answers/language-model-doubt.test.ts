import type { SemanticModel } from '@tabletalk/contracts';
import { createLlmClient, createMemoryBudget } from '@tabletalk/nlq';
import { callText, type MockSqlReply, mockSqlModel } from '@tabletalk/nlq/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userWithSample } from '../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { getSourceForQuery, type QueryableSource } from '../sources';
import { SAMPLE_ROW_COUNT } from '../sources/test-helpers';
import { answerText } from './answer-text';
import {
  doubtfulSampleQuestions,
  questionWithStatus,
  unreadableSampleQuestions,
} from './question-with-status';

/**
 * Questions the engine is not sure of, or declines, go to the language model (the AI SDK's mock
 * model here); questions it understands never do; when the model gives nothing usable, the
 * engine's own answer stands as if there were no model.
 */
describe('the language model takes the doubt', () => {
  const now = new Date('2025-01-01T00:00:00Z');
  let t: TestApp;
  let queryable: QueryableSource;
  let model: SemanticModel;
  let orgId: string;
  let table: string;
  let unsure: string;
  let unreadable: string;
  beforeAll(async () => {
    t = await createTestApp();
    const sample = await userWithSample(t);
    orgId = sample.owner.orgId;
    table = sample.table;
    queryable = await getSourceForQuery(t.ctx, {
      orgId,
      sourceId: sample.sampleId,
      deletedError: 'NOT_FOUND',
    });
    if (!queryable.model) throw new Error('the sample has no knowledge');
    model = queryable.model;
    unsure = questionWithStatus(model, 'unsure', doubtfulSampleQuestions, now);
    unreadable = questionWithStatus(model, 'declined', unreadableSampleQuestions, now);
  });
  afterAll(() => t.close());

  function withModel(reply: (prompt: string) => MockSqlReply, tokensPerDay = 1_000_000) {
    const languageModel = mockSqlModel(reply);
    const client = createLlmClient(
      {
        provider: 'openai-compatible',
        // Never reached: the mock model stands in for the provider.
        baseUrl: 'http://127.0.0.1:9/v1',
        model: 'local-model',
        maxRetries: 0,
      },
      { languageModel },
    );
    return { languageModel, llm: { client, budget: createMemoryBudget({ tokensPerDay }) } };
  }

  const ask = (question: string, llm: ReturnType<typeof withModel>['llm'] | null) =>
    answerText(t.app.log, { orgId, queryable, llm, question, now });

  const countAll = () => ({ sql: `SELECT COUNT(*) AS "orders" FROM "${table}"` });

  it("answers an unsure question with the model's SQL, given the engine's reading", async () => {
    const withoutModel = (await ask(unsure, null)).result;
    expect(withoutModel.status).toBe('unsure');
    const { languageModel, llm } = withModel(countAll);
    const { result } = await ask(unsure, llm);
    expect(languageModel.doGenerateCalls).toHaveLength(1);
    expect(result.status).toBe('answered');
    expect(result.answer?.origin).toBe('model');
    expect(result.answer?.structuredQuery).toBeNull();
    expect(result.answer?.interpretation).toMatch(/^Written by the language model, as .*not sure/);
    expect(Number(result.answer?.rows[0]?.[0])).toBe(SAMPLE_ROW_COUNT);
    const prompt = callText(languageModel.doGenerateCalls[0]);
    expect(prompt).toContain(`table "main"."${table}"`);
    expect(prompt).toContain('"region" text dimension');
    expect(prompt).toContain(JSON.stringify(withoutModel.answer?.interpretation));
    expect(prompt).toContain('<reading>');
    expect(prompt).toMatch(/\nsql "SELECT /);
    expect(prompt).toContain(JSON.stringify(unsure));
  });

  it('answers a declined question with the model, saying the engine could not read it', async () => {
    const { languageModel, llm } = withModel(countAll);
    const { result } = await ask(unreadable, llm);
    expect(languageModel.doGenerateCalls).toHaveLength(1);
    expect(result).toMatchObject({ status: 'answered', answer: { origin: 'model' } });
    expect(result.answer?.interpretation).toMatch(/could not read this question/);
    expect(Number(result.answer?.rows[0]?.[0])).toBe(SAMPLE_ROW_COUNT);
  });

  it('never calls the model for a question the engine understands', async () => {
    const { languageModel, llm } = withModel(countAll);
    const { result } = await ask('What is the total revenue?', llm);
    expect(result).toMatchObject({ status: 'answered', answer: { origin: 'engine' } });
    expect(languageModel.doGenerateCalls).toHaveLength(0);
  });

  it("keeps the engine's unsure answer when the guard refuses the model's SQL", async () => {
    const withoutModel = (await ask(unsure, null)).result;
    const { languageModel, llm } = withModel(() => ({ sql: `DELETE FROM "${table}"` }));
    const { result } = await ask(unsure, llm);
    expect(languageModel.doGenerateCalls).toHaveLength(1);
    expect(result).toEqual(withoutModel);
    expect(result.answer?.origin).toBe('engine');
  });

  it("keeps the engine's answer when the model fails or the budget is spent", async () => {
    const withoutModel = (await ask(unsure, null)).result;
    const failing = withModel(() => ({ error: new Error('provider down') }));
    expect((await ask(unsure, failing.llm)).result).toEqual(withoutModel);
    expect(failing.languageModel.doGenerateCalls).toHaveLength(1);
    const broke = withModel(countAll, 0);
    expect((await ask(unsure, broke.llm)).result).toEqual(withoutModel);
    expect(broke.languageModel.doGenerateCalls).toHaveLength(0);
  });

  it("keeps a declined question declined, with the engine's message, when the model fails", async () => {
    const withoutModel = (await ask(unreadable, null)).result;
    expect(withoutModel).toMatchObject({ status: 'declined', answer: null });
    const refused = withModel(() => ({ sql: `DROP TABLE "${table}"` }));
    expect((await ask(unreadable, refused.llm)).result).toEqual(withoutModel);
    const declining = withModel(() => ({ sql: '', explanation: 'Not about this data.' }));
    expect((await ask(unreadable, declining.llm)).result).toEqual(withoutModel);
    expect(refused.languageModel.doGenerateCalls).toHaveLength(1);
    expect(declining.languageModel.doGenerateCalls).toHaveLength(1);
  });
});
