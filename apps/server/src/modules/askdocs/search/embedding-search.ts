import type { LlmBudget, LlmClient } from '@tabletalk/nlq';

/**
 * What the search needs of the configured language model to rank by meaning: its embedding
 * model (off when `client.embeddingModel` is null) and the organizations' token budget, which
 * every embedding is charged to. The server's `LanguageModel` is one.
 */
export interface EmbeddingModelAccess {
  client: Pick<LlmClient, 'embeddingModel' | 'embed'>;
  budget: LlmBudget;
}

/** Turns on the ranking by meaning for one search or one indexing run. */
export interface EmbeddingSearch {
  llm: EmbeddingModelAccess;
  /** Where failures go (they never fail the search or the indexing); the app's logger is one. */
  log: { warn(details: object, message: string): void };
  signal?: AbortSignal;
}

/** The text of a passage that is embedded: its document's title, then its text. */
export function embeddedText(passage: { title: string; text: string }): string {
  return passage.title ? `${passage.title}\n\n${passage.text}` : passage.text;
}
