import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { LlmConfig } from './llm-config';

/**
 * Builds the AI SDK model for the configured provider. OpenAI goes through its chat completions
 * endpoint, the one OpenAI-compatible servers also speak. Throws only for a provider outside
 * `llmProviders`; a missing key would fail at call time, which `llmConfigSchema` rules out.
 */
export function createLanguageModel(config: LlmConfig): LanguageModel {
  switch (config.provider) {
    case 'openai':
      return createOpenAI({ apiKey: config.apiKey, baseURL: config.baseUrl }).chat(config.model);
    case 'anthropic':
      return createAnthropic({ apiKey: config.apiKey, baseURL: config.baseUrl })(config.model);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: config.baseUrl ?? '',
        apiKey: config.apiKey,
        // Ollama, vLLM and LM Studio accept a JSON schema as response_format.
        supportsStructuredOutputs: true,
      }).chatModel(config.model);
    default: {
      const unknown: never = config.provider;
      throw new Error(`Unknown LLM provider ${String(unknown)}`);
    }
  }
}
