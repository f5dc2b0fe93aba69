import { z } from 'zod';

/** Where the language model runs; `openai-compatible` covers Ollama, vLLM and LM Studio. */
export const llmProviders = ['openai', 'anthropic', 'openai-compatible'] as const;
export type LlmProvider = (typeof llmProviders)[number];

/** SECURITY C5: a user gets an answer or a clear error within 30 s. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Cap on a SQL prompt (system plus user message), in characters. */
export const DEFAULT_MAX_PROMPT_CHARS = 24_000;

/**
 * The language-model settings. OpenAI and Anthropic need an API key (so the SDK never falls back
 * to reading its own environment variables); an OpenAI-compatible server needs a base URL.
 */
export const llmConfigSchema = z
  .object({
    provider: z.enum(llmProviders),
    baseUrl: z.url().optional(),
    apiKey: z.string().min(1).optional(),
    model: z.string().trim().min(1),
    /**
     * The embedding model (e.g. text-embedding-3-small) for Ask Docs' passage search: only with
     * providers that have an embeddings API (openai, openai-compatible; refused with anthropic,
     * rather than ignored); unset turns it off.
     */
    embeddingModel: z.string().trim().min(1).optional(),
    timeoutMs: z.number().int().positive().max(120_000).optional(),
    /** Retries after a failed call, with jitter; at most 2 (SECURITY C5). */
    maxRetries: z.number().int().min(0).max(2).optional(),
    maxPromptChars: z.number().int().min(2_000).max(200_000).optional(),
  })
  .superRefine((config, ctx) => {
    if (config.provider === 'openai-compatible' && !config.baseUrl) {
      ctx.addIssue({ code: 'custom', path: ['baseUrl'], message: 'LLM_BASE_URL is required' });
    }
    if (config.provider !== 'openai-compatible' && !config.apiKey) {
      ctx.addIssue({ code: 'custom', path: ['apiKey'], message: 'LLM_API_KEY is required' });
    }
    if (config.provider === 'anthropic' && config.embeddingModel) {
      ctx.addIssue({
        code: 'custom',
        path: ['embeddingModel'],
        message:
          'LLM_EMBEDDING_MODEL needs a provider with an embeddings API (openai or openai-compatible); anthropic has none',
      });
    }
  });
export type LlmConfig = z.input<typeof llmConfigSchema>;

/**
 * Reads the `LLM_PROVIDER`, `LLM_BASE_URL`, `LLM_API_KEY`, `LLM_MODEL` and `LLM_EMBEDDING_MODEL`
 * variables from an environment object the caller passes (the server's `env.ts` owns
 * `process.env`). Returns null when `LLM_PROVIDER` is unset or empty: no language model is configured.
 * Throws a `ZodError` when the variables are present but invalid.
 */
export function llmConfigFromEnv(env: Record<string, string | undefined>): LlmConfig | null {
  const provider = env.LLM_PROVIDER?.trim();
  if (!provider) return null;
  const blankToUndefined = (value: string | undefined) => value?.trim() || undefined;
  return llmConfigSchema.parse({
    provider,
    baseUrl: blankToUndefined(env.LLM_BASE_URL),
    apiKey: blankToUndefined(env.LLM_API_KEY),
    model: env.LLM_MODEL ?? '',
    embeddingModel: blankToUndefined(env.LLM_EMBEDDING_MODEL),
  });
}
