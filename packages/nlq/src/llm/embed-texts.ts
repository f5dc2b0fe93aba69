import { type EmbeddingModel, embedMany } from 'ai';
import { type CallProviderOptions, callProvider } from './call-provider';
import type { Embeddings } from './llm-client';
import { LlmError } from './llm-error';

/** Texts sent in one provider call. */
export const EMBED_BATCH = 64;

/** Whether the provider gave one finite vector per text, all of one non-zero length. */
function isWellFormed(vectors: number[][], count: number): boolean {
  const dimensions = vectors[0]?.length ?? 0;
  return (
    vectors.length === count &&
    dimensions > 0 &&
    vectors.every(
      (vector) => vector.length === dimensions && vector.every((x) => Number.isFinite(x)),
    )
  );
}

/**
 * Embeds `texts` in order, `EMBED_BATCH` per provider call, each call under the client's
 * resilience rules (breaker, timeout, retries). Returns one vector per text and the tokens spent.
 * Throws `LlmError` like `callProvider`, and INVALID_OUTPUT when the provider's vectors do not
 * match the texts (a missing one, mixed lengths, a non-number); tokens already spent ride along.
 */
export async function embedTexts(
  model: EmbeddingModel,
  texts: readonly string[],
  options: CallProviderOptions,
): Promise<Embeddings> {
  const vectors: number[][] = [];
  let tokens = 0;
  for (let start = 0; start < texts.length; start += EMBED_BATCH) {
    const batch = texts.slice(start, start + EMBED_BATCH);
    const result = await callProvider(
      (abortSignal) => embedMany({ model, values: batch, maxRetries: 0, abortSignal }),
      options,
    ).catch((error: unknown) => {
      if (error instanceof LlmError && tokens > 0 && !error.usage) {
        throw new LlmError(error.code, error.message, {
          usage: { inputTokens: tokens, outputTokens: 0 },
        });
      }
      throw error;
    });
    tokens += result.usage.tokens ?? 0;
    if (!isWellFormed(result.embeddings, batch.length)) {
      throw new LlmError(
        'INVALID_OUTPUT',
        'Unusable answer: the embeddings do not match the texts.',
        {
          usage: { inputTokens: tokens, outputTokens: 0 },
        },
      );
    }
    vectors.push(...result.embeddings);
  }
  if (!isWellFormed(vectors, texts.length) && texts.length > 0) {
    throw new LlmError('INVALID_OUTPUT', 'Unusable answer: the embeddings differ in length.', {
      usage: { inputTokens: tokens, outputTokens: 0 },
    });
  }
  return { vectors, usage: { inputTokens: tokens, outputTokens: 0 } };
}
