import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker';
import { createLlmClient } from './create-llm-client';
import type { LlmConfig } from './llm-config';
import { buildShopModel } from './testing/build-model';
import { llmFailure } from './testing/llm-failure';
import {
  anthropicMessage,
  chatCompletion,
  serverErrorBody,
  sqlAnswerText,
} from './testing/recorded-responses';
import { requestText } from './testing/request-text';
import {
  type RecordedRequest,
  type StubProvider,
  startStubProvider,
} from './testing/stub-provider';

const API_KEY = 'sk-test-4f9a1c2e7b3d';
const GOOD_SQL =
  'SELECT c."country", SUM(o."amount") FROM "public"."orders" o JOIN "public"."customers" c ON c."id" = o."customer_id" GROUP BY 1';
const question = {
  model: buildShopModel(),
  question: 'revenue by customer country',
  dialect: 'postgres' as const,
  examples: [],
};

let stub: StubProvider;
beforeEach(async () => {
  stub = await startStubProvider();
});
afterEach(async () => {
  await stub.close();
});

function client(config: Partial<LlmConfig> = {}, breaker = createCircuitBreaker()) {
  const settings = {
    provider: 'openai',
    baseUrl: stub.baseUrl,
    apiKey: API_KEY,
    model: 'gpt-4o-mini',
    ...config,
  } as LlmConfig;
  return createLlmClient(settings, { breaker, retryDelayMs: 5, random: () => 0.5 });
}

function expectKeyOnlyIn(request: RecordedRequest | undefined, header: string) {
  const others = Object.entries(request?.headers ?? {}).filter(([name]) => name !== header);
  expect(JSON.stringify(others)).not.toContain(API_KEY);
  expect(request?.rawBody).not.toContain(API_KEY);
  expect(request?.url).not.toContain(API_KEY);
}

describe('createLlmClient().generateSql against an OpenAI-compatible endpoint', () => {
  it('returns the SQL, explanation and usage of a good answer', async () => {
    stub.enqueue({ status: 200, body: chatCompletion(sqlAnswerText(GOOD_SQL)) });
    const answer = await client().generateSql(question);
    expect(answer).toEqual({
      sql: GOOD_SQL,
      explanation: 'Sums the order amounts.',
      usage: { inputTokens: 812, outputTokens: 41 },
    });
  });

  it('sends the model name, the schema without hidden columns, a JSON schema, within the cap', async () => {
    stub.enqueue({ status: 200, body: chatCompletion(sqlAnswerText(GOOD_SQL)) });
    await client({ maxPromptChars: 24_000 }).generateSql(question);
    const [request] = stub.requests;
    const body = request?.body as {
      model: string;
      messages: { content: string }[];
      response_format: { type: string };
    };
    expect(request?.url).toBe('/v1/chat/completions');
    expect(body.model).toBe('gpt-4o-mini');
    expect(body.response_format.type).toBe('json_schema');
    const text = body.messages.map((m) => m.content).join('');
    expect(text).toContain('"public"."customers"');
    expect(text).toContain('"public"."orders"');
    expect(text).not.toContain('tax_number');
    expect(text.length).toBeLessThanOrEqual(24_000);
  });

  it('sends the API key only in the Authorization header', async () => {
    stub.enqueue({ status: 200, body: chatCompletion(sqlAnswerText(GOOD_SQL)) });
    await client().generateSql(question);
    expect(stub.requests[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expectKeyOnlyIn(stub.requests[0], 'authorization');
  });

  it('talks to a keyless OpenAI-compatible server (Ollama, vLLM, LM Studio)', async () => {
    stub.enqueue({ status: 200, body: chatCompletion(sqlAnswerText('SELECT 1')) });
    const answer = await client({
      provider: 'openai-compatible',
      apiKey: undefined,
      model: 'llama3.1',
    }).generateSql(question);
    expect(answer.sql).toBe('SELECT 1');
    expect(stub.requests[0]?.body).toMatchObject({ model: 'llama3.1' });
    expect(stub.requests[0]?.headers.authorization).toBeUndefined();
  });

  it.each([
    ['not JSON', 'Sure! Here is your query: SELECT 1'],
    ['JSON without sql', JSON.stringify({ explanation: 'no sql here' })],
    ['sql of the wrong type', JSON.stringify({ sql: { raw: 'SELECT 1' }, explanation: 'x' })],
  ])('rejects an answer that is %s, without retrying', async (_, content) => {
    stub.enqueue({ status: 200, body: chatCompletion(content) });
    const error = await llmFailure(client().generateSql(question));
    expect(error.code).toBe('INVALID_OUTPUT');
    expect(error.usage).toEqual({ inputTokens: 812, outputTokens: 41 });
    expect(stub.requests).toHaveLength(1);
  });

  it('retries a 500 at most twice, then fails with PROVIDER_FAILED', async () => {
    stub.setFallback({ status: 500, body: serverErrorBody });
    const error = await llmFailure(client({ maxRetries: 2 }).generateSql(question));
    expect(error.code).toBe('PROVIDER_FAILED');
    expect(stub.requests).toHaveLength(3);
    expect(`${error.message}${error.stack}${JSON.stringify(error)}`).not.toContain(API_KEY);
  });

  it('succeeds when a retry does', async () => {
    stub.enqueue(
      { status: 503, body: serverErrorBody },
      { status: 200, body: chatCompletion(sqlAnswerText('SELECT 2')) },
    );
    expect((await client().generateSql(question)).sql).toBe('SELECT 2');
    expect(stub.requests).toHaveLength(2);
  });

  it('does not retry a 401', async () => {
    stub.setFallback({ status: 401, body: { error: { message: 'Incorrect API key provided' } } });
    const error = await llmFailure(client().generateSql(question));
    expect(error.code).toBe('PROVIDER_FAILED');
    expect(stub.requests).toHaveLength(1);
  });

  it('gives up on a hanging provider with TIMEOUT within the configured timeout', async () => {
    stub.setFallback({ hang: true });
    const started = Date.now();
    const error = await llmFailure(client({ timeoutMs: 300 }).generateSql(question));
    expect(error.code).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(stub.requests).toHaveLength(1);
  });

  it('counts retries inside the same timeout', async () => {
    stub.enqueue({ status: 500, body: serverErrorBody }, { hang: true });
    const started = Date.now();
    const error = await llmFailure(client({ timeoutMs: 400, maxRetries: 2 }).generateSql(question));
    expect(error.code).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(stub.requests).toHaveLength(2);
  });

  it('stops with ABORTED when the caller cancels', async () => {
    stub.setFallback({ hang: true });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    const error = await llmFailure(
      client().generateSql({ ...question, signal: controller.signal }),
    );
    expect(error.code).toBe('ABORTED');
  });

  it('opens the circuit after N failed calls; then the provider is not called', async () => {
    stub.setFallback({ status: 500, body: serverErrorBody });
    const breaker = createCircuitBreaker({ failureThreshold: 2, cooldownMs: 60_000 });
    const llm = client({ maxRetries: 1 }, breaker);
    for (let i = 0; i < 2; i += 1) {
      expect((await llmFailure(llm.generateSql(question))).code).toBe('PROVIDER_FAILED');
    }
    expect(stub.requests).toHaveLength(4);
    for (let i = 0; i < 5; i += 1) {
      expect((await llmFailure(llm.generateSql(question))).code).toBe('CIRCUIT_OPEN');
    }
    expect(stub.requests).toHaveLength(4);
  });
});

describe('createLlmClient().generateSql against Anthropic', () => {
  it('posts to /v1/messages with the key in x-api-key and reads the answer', async () => {
    stub.enqueue({ status: 200, body: anthropicMessage(sqlAnswerText(GOOD_SQL)) });
    const llm = client({ provider: 'anthropic', model: 'claude-sonnet-4-5' });
    const answer = await llm.generateSql(question);
    expect(answer.sql).toBe(GOOD_SQL);
    expect(answer.usage).toEqual({ inputTokens: 901, outputTokens: 52 });
    const [request] = stub.requests;
    expect(request?.url).toBe('/v1/messages');
    expect(request?.body).toMatchObject({ model: 'claude-sonnet-4-5' });
    expect(request?.headers['x-api-key']).toBe(API_KEY);
    expectKeyOnlyIn(request, 'x-api-key');
    expect(requestText(request)).toContain('"public"."orders"');
    expect(requestText(request)).not.toContain('tax_number');
  });
});

describe('createLlmClient().describe', () => {
  const columns = [
    { name: 'Country', type: 'text' as const },
    { name: 'Revenue', type: 'decimal' as const },
  ];
  const rows = Array.from({ length: 30 }, (_, i) => [`country-${i}`, 1_000 - i]);

  it('returns one plain sentence and sends only the first 20 rows', async () => {
    stub.enqueue({
      status: 200,
      body: chatCompletion('**Country-0** leads with 1,000 in revenue. The rest trail.'),
    });
    const described = await client().describe({ question: 'revenue by country', columns, rows });
    expect(described.text).toBe('Country-0 leads with 1,000 in revenue.');
    expect(described.usage).toEqual({ inputTokens: 812, outputTokens: 41 });
    const text = requestText(stub.requests[0]);
    expect(text).toContain('country-19');
    expect(text).not.toContain('country-20');
  });

  it('rejects an empty description', async () => {
    stub.enqueue({ status: 200, body: chatCompletion('  ** ') });
    const error = await llmFailure(client().describe({ question: 'q', columns, rows }));
    expect(error.code).toBe('INVALID_OUTPUT');
    expect(error.usage).toEqual({ inputTokens: 812, outputTokens: 41 });
  });
});
