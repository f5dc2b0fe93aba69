import { createLlmClient, createMemoryBudget, llmConfigFromEnv } from '@tabletalk/nlq';
import type { EmbeddingSearch } from '../../apps/server/src/modules/askdocs';

/**
 * The embedding model of `--embeddings`, from the LLM_* variables as the server reads them
 * (LLM_PROVIDER openai or openai-compatible, LLM_MODEL, LLM_EMBEDDING_MODEL, LLM_BASE_URL or
 * LLM_API_KEY), with no token budget. Warnings (a failed embedding) go to `warn`.
 * Throws when no embedding model is configured.
 */
export function benchEmbeddings(warn: (line: string) => void): EmbeddingSearch {
  const config = llmConfigFromEnv(process.env);
  const client = config ? createLlmClient(config) : null;
  if (!client?.embeddingModel) {
    throw new Error(
      '--embeddings needs LLM_PROVIDER (openai or openai-compatible), LLM_MODEL and LLM_EMBEDDING_MODEL',
    );
  }
  return {
    llm: { client, budget: createMemoryBudget({ tokensPerDay: Number.MAX_SAFE_INTEGER }) },
    log: { warn: (_details, message) => warn(`warning: ${message}`) },
  };
}
