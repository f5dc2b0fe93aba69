import { type LlmConfig, llmConfigFromEnv } from '@tabletalk/nlq';
import { BenchInputError } from './spider-folder';

/**
 * The language model `--engine llm` asks, from the same variables the server reads:
 * `LLM_PROVIDER` (openai, anthropic or openai-compatible), `LLM_MODEL`, `LLM_BASE_URL` (needed by
 * openai-compatible) and `LLM_API_KEY` (needed by openai and anthropic).
 * @throws BenchInputError when LLM_PROVIDER is unset, or the variables are invalid.
 */
export function readBenchLlmConfig(env: Record<string, string | undefined>): LlmConfig {
  let config: LlmConfig | null;
  try {
    config = llmConfigFromEnv(env);
  } catch (error) {
    const issues =
      error instanceof Error && 'issues' in error && Array.isArray(error.issues)
        ? error.issues.map((issue: { message: string }) => issue.message).join('; ')
        : String(error);
    throw new BenchInputError(`--engine llm: the LLM_* variables are invalid: ${issues}`);
  }
  if (!config) {
    throw new BenchInputError(
      '--engine llm needs a language model: set LLM_PROVIDER (openai, anthropic or openai-compatible), LLM_MODEL, and LLM_BASE_URL or LLM_API_KEY as the provider needs',
    );
  }
  return config;
}
