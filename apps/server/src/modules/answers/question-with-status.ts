import type { SemanticModel } from '@tabletalk/contracts';
import { type Understanding, understand } from '@tabletalk/nlq';

/**
 * The first of `candidates` the engine reads with `status`, so a test states its precondition
 * (the engine is unsure of this question) instead of assuming it. Test-only.
 * @throws Error naming the candidates when the engine reads none of them so (the engine changed:
 *   add a question it reads that way).
 */
export function questionWithStatus(
  model: SemanticModel,
  status: Understanding['status'],
  candidates: readonly string[],
  now = new Date(),
): string {
  const found = candidates.find(
    (question) => understand({ model, question, now }).status === status,
  );
  if (found === undefined) {
    throw new Error(`The engine reads none of ${JSON.stringify(candidates)} as ${status}.`);
  }
  return found;
}

/** Questions about the sample sales data that are hard to read, for finding an `unsure` one. */
export const doubtfulSampleQuestions = [
  'amount by region',
  'units by region',
  'value by segment',
  'sales per country',
  'price per region',
  'which product sells best',
  'how much per segment',
  'amount per category',
];

/** Questions about the sample sales data no engine should read, for a `declined` one. */
export const unreadableSampleQuestions = [
  'What is the meaning of life?',
  'Tell me something about the meaning of life',
  'how are we doing',
  'Will it rain tomorrow in Paris?',
];
