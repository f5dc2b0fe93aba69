import type { StructuredQuery } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryExamples } from '../tables';

/** Most examples a question is matched against: the newest liked ones. */
export const MAX_EXAMPLES = 200;

/** A question as examples are keyed: lower-cased, whitespace collapsed. */
export function normalizeQuestion(question: string): string {
  return question.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** Keeps a liked question and its query as an example of the source (one per wording). */
export async function saveLikedExample(
  db: Db,
  example: {
    orgId: string;
    sourceId: string;
    conversationId: string;
    userId: string;
    question: string;
    structuredQuery: StructuredQuery;
    now: Date;
  },
): Promise<void> {
  const values = {
    orgId: example.orgId,
    sourceId: example.sourceId,
    conversationId: example.conversationId,
    question: example.question,
    normalized: normalizeQuestion(example.question),
    structuredQuery: example.structuredQuery,
    createdBy: example.userId,
    createdAt: example.now,
  };
  await db
    .insert(queryExamples)
    .values(values)
    .onConflictDoUpdate({
      target: [queryExamples.sourceId, queryExamples.normalized],
      set: {
        question: values.question,
        structuredQuery: values.structuredQuery,
        conversationId: values.conversationId,
        createdBy: values.createdBy,
        createdAt: values.createdAt,
      },
    });
}

/** Removes the source's example worded like `question` (a disliked or un-liked answer). */
export async function removeLikedExample(
  db: Db,
  options: { orgId: string; sourceId: string; question: string },
): Promise<void> {
  await db
    .delete(queryExamples)
    .where(
      and(
        eq(queryExamples.orgId, options.orgId),
        eq(queryExamples.sourceId, options.sourceId),
        eq(queryExamples.normalized, normalizeQuestion(options.question)),
      ),
    );
}
