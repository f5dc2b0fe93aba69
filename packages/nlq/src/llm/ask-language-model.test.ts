import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { askLanguageModel, type SqlGuard } from './ask-language-model';
import { createLlmClient } from './create-llm-client';
import { createMemoryBudget, type LlmBudget } from './llm-budget';
import { buildShopModel } from './testing/build-model';
import { chatCompletion, serverErrorBody, sqlAnswerText } from './testing/recorded-responses';
import { requestText } from './testing/request-text';
import { type StubProvider, startStubProvider } from './testing/stub-provider';

/** Lets one plain SELECT through and caps it, like the real guard does. */
const selectOnly: SqlGuard = (sql) =>
  /^select\b/i.test(sql) && !sql.includes(';')
    ? { ok: true, sql: `${sql} LIMIT 10000` }
    : { ok: false, code: 'NOT_READ_ONLY', message: 'Only one SELECT may run.' };

const reply = (sql: string, usage = { prompt: 800, completion: 40 }) => ({
  status: 200,
  body: chatCompletion(sqlAnswerText(sql), usage),
});

let stub: StubProvider;
let budget: LlmBudget;
beforeEach(async () => {
  stub = await startStubProvider();
  budget = createMemoryBudget({ tokensPerDay: 10_000 });
});
afterEach(async () => {
  await stub.close();
});

function ask(overrides: Partial<Parameters<typeof askLanguageModel<string[]>>[0]> = {}) {
  const client = createLlmClient(
    {
      provider: 'openai',
      baseUrl: stub.baseUrl,
      apiKey: 'sk-test',
      model: 'gpt-4o-mini',
      maxRetries: 0,
    },
    { retryDelayMs: 1 },
  );
  const run = vi.fn(async (sql: string) => [sql]);
  const answer = askLanguageModel({
    client,
    budget,
    orgId: 'org-1',
    model: buildShopModel(),
    question: 'revenue by country',
    dialect: 'postgres',
    examples: [],
    guard: selectOnly,
    run,
    ...overrides,
  });
  return { answer, run: overrides.run ?? run };
}

describe('askLanguageModel', () => {
  it('runs the guarded SQL and counts the tokens against the org', async () => {
    stub.enqueue(reply('SELECT 1'));
    const { answer, run } = ask();
    expect(await answer).toMatchObject({
      ok: true,
      sql: 'SELECT 1 LIMIT 10000',
      result: ['SELECT 1 LIMIT 10000'],
      repaired: false,
    });
    expect(run).toHaveBeenCalledTimes(1);
    expect(await budget.remaining('org-1')).toBe(10_000 - 840);
  });

  it('makes one repair round carrying the database error, then succeeds', async () => {
    stub.enqueue(reply('SELECT nope FROM orders'), reply('SELECT amount FROM orders'));
    const run = vi
      .fn<(sql: string) => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('column "nope" does not exist'))
      .mockResolvedValueOnce(['ok']);
    const result = await ask({ run }).answer;
    expect(result).toMatchObject({
      ok: true,
      sql: 'SELECT amount FROM orders LIMIT 10000',
      repaired: true,
    });
    expect(result.usage).toEqual({ inputTokens: 1_600, outputTokens: 80 });
    expect(stub.requests).toHaveLength(2);
    expect(requestText(stub.requests[0])).not.toContain('This query failed');
    const second = requestText(stub.requests[1]);
    expect(second).toContain('This query failed');
    expect(second).toContain('column \\"nope\\" does not exist');
    expect(second).toContain('SELECT nope FROM orders LIMIT 10000');
  });

  it('fails with QUERY_FAILED after exactly one repair round', async () => {
    stub.setFallback(reply('SELECT nope FROM orders'));
    const run = vi.fn(async () => Promise.reject(new Error('column "nope" does not exist')));
    const result = await ask({ run }).answer;
    expect(result).toMatchObject({ ok: false, code: 'QUERY_FAILED' });
    expect(run).toHaveBeenCalledTimes(2);
    expect(stub.requests).toHaveLength(2);
  });

  it('skips the repair when the error is not one to show the model', async () => {
    stub.setFallback(reply('SELECT 1'));
    const run = vi.fn(async () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')));
    const result = await ask({ run, repairMessage: () => null }).answer;
    expect(result).toMatchObject({ ok: false, code: 'QUERY_FAILED' });
    expect(stub.requests).toHaveLength(1);
  });

  it('refuses before calling the provider when the budget is spent', async () => {
    await budget.record('org-1', 10_000);
    stub.setFallback(reply('SELECT 1'));
    const { answer, run } = ask();
    expect(await answer).toMatchObject({ ok: false, code: 'BUDGET_EXCEEDED' });
    expect(stub.requests).toHaveLength(0);
    expect(run).not.toHaveBeenCalled();
  });

  it('refuses the repair round when the first call spent the budget', async () => {
    budget = createMemoryBudget({ tokensPerDay: 500 });
    stub.setFallback(reply('SELECT nope'));
    const run = vi.fn(async () => Promise.reject(new Error('no such column')));
    expect(await ask({ run }).answer).toMatchObject({ ok: false, code: 'BUDGET_EXCEEDED' });
    expect(stub.requests).toHaveLength(1);
  });

  it('does not run SQL the guard refuses, nor a guard that throws', async () => {
    stub.enqueue(reply('DELETE FROM orders'), reply('SELECT 1'));
    const first = ask();
    expect(await first.answer).toMatchObject({
      ok: false,
      code: 'REFUSED',
      sql: 'DELETE FROM orders',
    });
    const throwing: SqlGuard = () => {
      throw new Error('parser crashed');
    };
    const second = ask({ guard: throwing });
    expect(await second.answer).toMatchObject({ ok: false, code: 'REFUSED' });
    expect(first.run).not.toHaveBeenCalled();
    expect(second.run).not.toHaveBeenCalled();
  });

  it('treats an empty SQL answer as the model declining', async () => {
    stub.enqueue({
      status: 200,
      body: chatCompletion(sqlAnswerText('', 'This asks to delete data.')),
    });
    const { answer, run } = ask();
    const result = await answer;
    expect(result).toMatchObject({ ok: false, code: 'REFUSED' });
    expect(result.ok === false && result.message).toContain('delete data');
    expect(run).not.toHaveBeenCalled();
  });

  it('returns PROVIDER_FAILED for a failing provider and counts an unusable answer', async () => {
    stub.enqueue({ status: 500, body: serverErrorBody });
    expect(await ask().answer).toMatchObject({ ok: false, code: 'PROVIDER_FAILED' });
    stub.enqueue({ status: 200, body: chatCompletion('not json', { prompt: 100, completion: 5 }) });
    expect(await ask().answer).toMatchObject({ ok: false, code: 'INVALID_OUTPUT' });
    expect(await budget.remaining('org-1')).toBe(10_000 - 105);
  });
});
