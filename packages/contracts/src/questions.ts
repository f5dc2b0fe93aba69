import { z } from 'zod';
import { answerSchema } from './answer';

/** `db/nlquery?text=&id=`: a question asked of one source outside a room (the Validate step). */
export const nlQueryQuerySchema = z.object({
  text: z.string().trim().min(1).max(1000),
  id: z.uuid(),
});
export type NlQueryQuery = z.infer<typeof nlQueryQuerySchema>;

/**
 * How a question went: `answered` with an answer the engine stands behind; `unsure` with its best
 * reading answered and up to 3 other readings in `answer.readings`; `declined` with only a message
 * saying what it could not read.
 */
export const askResultSchema = z.object({
  status: z.enum(['answered', 'unsure', 'declined']),
  answer: answerSchema.nullable(),
  message: z.string().nullable(),
});
export type AskResult = z.infer<typeof askResultSchema>;

export const nlQueryResponseSchema = z.object({ data: askResultSchema });

/** `db/query-suggestions/{id}`: questions the built-in engine can answer about the source. */
export const querySuggestionsResponseSchema = z.object({ data: z.array(z.string()) });
