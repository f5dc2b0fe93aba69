import type { StructuredQuery } from '@tabletalk/contracts';
import { understand } from '@tabletalk/nlq';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { findCurrentModel } from '../../sources';
import type { ConversationRow } from '../presenter';
import { conversations } from '../tables';

/** JSON with object keys sorted, so two queries compare equal whatever order jsonb kept. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}

async function findQuestionBefore(db: Db, conversation: ConversationRow): Promise<string | null> {
  const [row] = await db
    .select({ text: conversations.text })
    .from(conversations)
    .where(
      and(
        eq(conversations.roomId, conversation.roomId),
        eq(conversations.orgId, conversation.orgId),
        eq(conversations.sourceId, conversation.sourceId),
        eq(conversations.hide, false),
        lt(conversations.createdAt, conversation.createdAt),
      ),
    )
    .orderBy(desc(conversations.createdAt))
    .limit(1);
  return row?.text ?? null;
}

/**
 * The wording a liked answer is kept under as an example. A question that stands on its own keeps
 * its words; a follow-up ("only 2024") means nothing out of its room, so it is kept with the
 * question it refined ("total revenue by region only 2024") — otherwise no later question could
 * ever match it.
 */
export async function exampleWording(
  db: Db,
  conversation: ConversationRow,
  query: StructuredQuery,
): Promise<string> {
  // The cached model: what the engine derives from it (lexicon, joins) is already built.
  const model = await findCurrentModel(db, conversation.sourceId);
  if (!model) return conversation.text;
  const alone = understand({
    model,
    question: conversation.text,
    previous: null,
    examples: [],
    now: conversation.createdAt,
  });
  if (alone.status !== 'declined' && canonical(alone.query) === canonical(query)) {
    return conversation.text;
  }
  const before = await findQuestionBefore(db, conversation);
  return before ? `${before} ${conversation.text}` : conversation.text;
}
