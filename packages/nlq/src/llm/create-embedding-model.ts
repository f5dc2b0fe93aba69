import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { EmbeddingModel } from 'ai';
import type { LlmConfig } from './llm-config';

/**
 * Builds the AI SDK embedding model (`/v1/embeddings`) for the configured provider, or null when
 * embeddings are off: no `embeddingModel` is set, or the provider has no embeddings API
 * (Anthropic). Throws only for a provider outside `llmProviders`.
 */
export function createEmbeddingModel(config: LlmConfig): EmbeddingModel | null {
  if (!config.embeddingModel) return null;
  switch (config.provider) {
    case 'openai':
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl }).embedding(
        config.embeddingModel,
      );
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseUrl ?? '',
        apiKey: config.apiKey,
      }).embeddingModel(config.embeddingModel);
    case 'anthropic':
      return null;
    default: {
      const unknown: never = config.provider;
      throw new Error(`Unknown LLM provider ${String(unknown)}`);
    }
  }
}
