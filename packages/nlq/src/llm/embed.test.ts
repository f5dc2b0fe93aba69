import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker';
import { createLlmClient } from './create-llm-client';
import { EMBED_BATCH } from './embed-texts';
import type { LlmConfig } from './llm-config';
import { llmConfigFromEnv } from './llm-config';
import { llmFailure } from './testing/llm-failure';
import { embeddingList, serverErrorBody } from './testing/recorded-responses';
import {
  type RecordedRequest,
  type StubProvider,
  startStubProvider,
} from './testing/stub-provider';

/** `embed` at the provider's boundary: a local server speaking OpenAI's `/v1/embeddings`. */
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
    apiKey: 'sk-test',
    model: 'gpt-4o-mini',
    embeddingModel: 'text-embedding-3-small',
    maxRetries: 0,
    ...config,
  } as LlmConfig;
  return createLlmClient(settings, { breaker, retryDelayMs: 5, random: () => 0.5 });
}

/** Answers each embeddings request with [length of the text, position in the batch]. */
function answerByLength(request: RecordedRequest) {
  const { input } = request.body as { input: string[] };
  return {
    status: 200,
    body: embeddingList(
      input.map((text, i) => [text.length, i]),
      3,
    ),
  };
}

describe('createLlmClient().embed', () => {
  it('posts the texts to /v1/embeddings with the embedding model and returns the vectors in order', async () => {
    stub.setResponder(answerByLength);
    const result = await client().embed({ texts: ['a', 'bbb'] });
    expect(result).toEqual({
      vectors: [
        [1, 0],
        [3, 1],
      ],
      usage: { inputTokens: 3, outputTokens: 0 },
    });
    const [request] = stub.requests;
    expect(request?.url).toBe('/v1/embeddings');
    expect(request?.body).toMatchObject({ model: 'text-embedding-3-small', input: ['a', 'bbb'] });
  });

  it(`sends at most ${EMBED_BATCH} texts per call and adds up the tokens`, async () => {
    stub.setResponder(answerByLength);
    const texts = Array.from({ length: EMBED_BATCH * 2 + 5 }, (_, i) => 'x'.repeat(i + 1));
    const result = await client().embed({ texts });
    const sizes = stub.requests.map((r) => (r.body as { input: string[] }).input.length);
    expect(sizes).toEqual([EMBED_BATCH, EMBED_BATCH, 5]);
    expect(result.vectors.map((vector) => vector[0])).toEqual(texts.map((text) => text.length));
    expect(result.usage.inputTokens).toBe(9);
  });

  it('speaks the same API to an OpenAI-compatible server', async () => {
    stub.setResponder(answerByLength);
    const result = await client({ provider: 'openai-compatible', apiKey: undefined }).embed({
      texts: ['hello'],
    });
    expect(result.vectors).toEqual([[5, 0]]);
    expect(stub.requests[0]?.url).toBe('/v1/embeddings');
  });

  it('is off without an embedding model, and with Anthropic, and then never calls the provider', async () => {
    const withoutModel = client({ embeddingModel: undefined });
    const anthropic = client({
      provider: 'anthropic',
      model: 'claude-sonnet-4-5',
      embeddingModel: undefined,
    });
    expect(withoutModel.embeddingModel).toBeNull();
    expect(anthropic.embeddingModel).toBeNull();
    expect(client().embeddingModel).toBe('text-embedding-3-small');
    expect((await llmFailure(withoutModel.embed({ texts: ['a'] }))).code).toBe('PROVIDER_FAILED');
    expect((await llmFailure(anthropic.embed({ texts: ['a'] }))).code).toBe('PROVIDER_FAILED');
    expect(stub.requests).toHaveLength(0);
  });

  it('throws PROVIDER_FAILED on a server error, and the breaker opens after repeated failures', async () => {
    stub.setFallback({ status: 500, body: serverErrorBody });
    const breaker = createCircuitBreaker({ failureThreshold: 2 });
    const embedder = client({}, breaker);
    expect((await llmFailure(embedder.embed({ texts: ['a'] }))).code).toBe('PROVIDER_FAILED');
    expect((await llmFailure(embedder.embed({ texts: ['a'] }))).code).toBe('PROVIDER_FAILED');
    expect((await llmFailure(embedder.embed({ texts: ['a'] }))).code).toBe('CIRCUIT_OPEN');
    expect(stub.requests).toHaveLength(2);
  });

  it('throws INVALID_OUTPUT when a vector is missing, with the tokens spent', async () => {
    stub.enqueue({ status: 200, body: embeddingList([[1, 2]], 4) });
    const error = await llmFailure(client().embed({ texts: ['a', 'b'] }));
    expect(error.code).toBe('INVALID_OUTPUT');
    expect(error.usage).toEqual({ inputTokens: 4, outputTokens: 0 });
  });

  it('throws TIMEOUT when the provider does not answer in time', async () => {
    stub.setFallback({ hang: true });
    const error = await llmFailure(client({ timeoutMs: 100 }).embed({ texts: ['a'] }));
    expect(error.code).toBe('TIMEOUT');
  });

  it('returns no vectors for no texts without calling the provider', async () => {
    const result = await client().embed({ texts: [] });
    expect(result.vectors).toEqual([]);
    expect(stub.requests).toHaveLength(0);
  });
});

describe('llmConfigFromEnv and LLM_EMBEDDING_MODEL', () => {
  it('reads the embedding model, and leaves it unset when blank', () => {
    const env = { LLM_PROVIDER: 'openai', LLM_API_KEY: 'sk', LLM_MODEL: 'gpt-4o-mini' };
    expect(
      llmConfigFromEnv({ ...env, LLM_EMBEDDING_MODEL: 'text-embedding-3-small' })?.embeddingModel,
    ).toBe('text-embedding-3-small');
    expect(llmConfigFromEnv({ ...env, LLM_EMBEDDING_MODEL: ' ' })?.embeddingModel).toBeUndefined();
  });
});
