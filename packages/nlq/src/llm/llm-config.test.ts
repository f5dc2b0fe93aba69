import { describe, expect, it } from 'vitest';
import { llmConfigFromEnv, llmConfigSchema } from './llm-config';

describe('llmConfigFromEnv', () => {
  it('returns null when no provider is configured', () => {
    expect(llmConfigFromEnv({})).toBeNull();
    expect(llmConfigFromEnv({ LLM_PROVIDER: ' ', LLM_MODEL: 'x' })).toBeNull();
  });

  it('reads an OpenAI-compatible server without a key', () => {
    const config = llmConfigFromEnv({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: 'http://127.0.0.1:11434/v1',
      LLM_API_KEY: '',
      LLM_MODEL: 'llama3.1',
    });
    expect(config).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
    });
  });

  it('fails loudly on a missing key, base URL or model, or an unknown provider', () => {
    expect(() => llmConfigFromEnv({ LLM_PROVIDER: 'openai', LLM_MODEL: 'gpt-4o' })).toThrow(
      /LLM_API_KEY/,
    );
    expect(() => llmConfigFromEnv({ LLM_PROVIDER: 'openai-compatible', LLM_MODEL: 'm' })).toThrow(
      /LLM_BASE_URL/,
    );
    expect(() => llmConfigFromEnv({ LLM_PROVIDER: 'anthropic', LLM_API_KEY: 'k' })).toThrow();
    expect(() =>
      llmConfigFromEnv({ LLM_PROVIDER: 'cohere', LLM_API_KEY: 'k', LLM_MODEL: 'm' }),
    ).toThrow();
  });
});

describe('llmConfigSchema', () => {
  it('refuses an embedding model with a provider that has no embeddings API', () => {
    const anthropic = { provider: 'anthropic', apiKey: 'k', model: 'claude-sonnet-4-5' } as const;
    expect(llmConfigSchema.safeParse(anthropic).success).toBe(true);
    const refused = llmConfigSchema.safeParse({ ...anthropic, embeddingModel: 'any-embedder' });
    expect(refused.error?.issues[0]?.message).toMatch(/LLM_EMBEDDING_MODEL needs a provider/);
  });

  it('allows at most 2 retries', () => {
    const config = { provider: 'anthropic', apiKey: 'k', model: 'claude-sonnet-4-5' } as const;
    expect(llmConfigSchema.safeParse({ ...config, maxRetries: 2 }).success).toBe(true);
    expect(llmConfigSchema.safeParse({ ...config, maxRetries: 3 }).success).toBe(false);
  });
});
