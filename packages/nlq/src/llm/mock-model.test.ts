import { describe, expect, it, vi } from 'vitest';
import { guardSql } from '../guard';
import { askLanguageModel } from './ask-language-model';
import { createLlmClient } from './create-llm-client';
import { createMemoryBudget } from './llm-budget';
import type { EngineReading } from './llm-client';
import type { LlmConfig } from './llm-config';
import { buildShopModel } from './testing/build-model';
import { callText, type MockSqlReply, mockSqlModel } from './testing/mock-sql-model';

/**
 * The language model's path with the AI SDK's own mock model (`ai/test`): what it is given (the
 * semantic model and the engine's reading), and that its SQL meets the real guard.
 */
const model = buildShopModel();
const allowedTables = model.tables.map(({ schema, name }) => ({ schema, name }));
const reading: EngineReading = {
  interpretation: 'Total amount of orders, by Status.',
  sql: 'SELECT "status", SUM("amount") FROM "public"."orders" WHERE "status" <> $1 GROUP BY 1',
  params: ['open'],
  alternatives: ['Number of orders, by Status.'],
};

function ask(reply: (prompt: string) => MockSqlReply, tokensPerDay = 100_000) {
  const languageModel = mockSqlModel(reply);
  const config: LlmConfig = {
    provider: 'openai-compatible',
    // Never reached: the mock model stands in for the provider.
    baseUrl: 'http://127.0.0.1:9/v1',
    model: 'local-model',
    maxRetries: 0,
  };
  const client = createLlmClient(config, { languageModel });
  const run = vi.fn(async (sql: string) => [sql]);
  const answer = askLanguageModel({
    client,
    budget: createMemoryBudget({ tokensPerDay }),
    orgId: 'org-1',
    model,
    question: 'how much did each status bring in',
    dialect: 'postgres',
    examples: [],
    reading,
    guard: (sql) => guardSql(sql, { dialect: 'postgres', maxRows: 1_000, allowedTables }),
    run,
  });
  return { answer, run, languageModel };
}

describe('askLanguageModel with the AI SDK mock model', () => {
  it("gives the model the schema, values, glossary and the engine's reading, and runs its SQL", async () => {
    const sql = 'SELECT "status", SUM("amount") FROM "public"."orders" GROUP BY 1';
    const { answer, run, languageModel } = ask(() => ({ sql, explanation: 'Sums by status.' }));
    const result = await answer;
    expect(result).toMatchObject({ ok: true, explanation: 'Sums by status.', repaired: false });
    expect(run).toHaveBeenCalledTimes(1);
    expect(run.mock.calls[0]?.[0]).toMatch(/^SELECT "status", SUM\("amount"\)[\s\S]*LIMIT 1000$/);
    expect(languageModel.doGenerateCalls).toHaveLength(1);
    const text = callText(languageModel.doGenerateCalls[0]);
    expect(text).toContain('table "public"."orders"');
    expect(text).toContain('"amount" decimal measure label "amount" synonyms "revenue","turnover"');
    expect(text).toContain('values "public"."orders"."status": "paid", "refunded", "open"');
    expect(text).toContain('glossary "AOV"');
    expect(text).toContain('read as "Total amount of orders, by Status."');
    expect(text).toContain('values in placeholder order: "open"');
    expect(text).toContain('"how much did each status bring in"');
  });

  it('refuses SQL the guard refuses before it runs', async () => {
    const { answer, run } = ask(() => ({ sql: 'DELETE FROM "public"."orders"' }));
    expect(await answer).toMatchObject({ ok: false, code: 'REFUSED' });
    expect(run).not.toHaveBeenCalled();
  });

  it('fails without running anything when the model fails or the budget is spent', async () => {
    const failing = ask(() => ({ error: new Error('model exploded') }));
    expect(await failing.answer).toMatchObject({ ok: false, code: 'PROVIDER_FAILED' });
    const broke = ask(() => ({ sql: 'SELECT 1' }), 0);
    expect(await broke.answer).toMatchObject({ ok: false, code: 'BUDGET_EXCEEDED' });
    expect(broke.languageModel.doGenerateCalls).toHaveLength(0);
    expect(failing.run).not.toHaveBeenCalled();
    expect(broke.run).not.toHaveBeenCalled();
  });
});
