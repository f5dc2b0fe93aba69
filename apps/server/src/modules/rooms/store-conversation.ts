import { AppError, type AskResult, type KnowledgeUsed } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { QuestionTarget } from './prepare-question';
import type { ConversationRow } from './presenter';
import { storableResult } from './stored-chart';
import { conversations, rooms } from './tables';

export interface StoreConversationOptions {
  orgId: string;
  userId: string;
  target: QuestionTarget;
  /** What the thread shows as the question. */
  text: string;
  result: AskResult;
  usedExample?: boolean;
  knowledgeUsed?: KnowledgeUsed;
  templateId?: string | null;
}

/** What a new conversation holds until someone acts on it (the table's defaults). */
const NEW_CONVERSATION = {
  hide: false,
  feedback: null,
  feedbackReason: null,
  favourite: false,
  description: null,
} satisfies Partial<ConversationRow>;

/**
 * Keeps a question and its answer in the room's thread (declined and unsure ones too, so the
 * thread shows them) and marks the room as just used, in one statement (a data-modifying CTE),
 * saving the question path a round trip. The question was counted against the plan when it was
 * prepared.
 */
export async function storeConversation(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: StoreConversationOptions,
): Promise<ConversationRow> {
  const now = ctx.now();
  const { room, queryable } = options.target;
  const { source } = queryable;
  const touchRoom = ctx.db.$with('touch_room').as(
    ctx.db
      .update(rooms)
      .set({ lastQuestionAt: now })
      .where(and(eq(rooms.id, room.id), eq(rooms.orgId, options.orgId)))
      .returning({ id: rooms.id }),
  );
  const values = {
    orgId: options.orgId,
    roomId: room.id,
    sourceId: source.id,
    askedBy: options.userId,
    text: options.text,
    result: storableResult(options.result) as unknown as Record<string, unknown>,
    templateId: options.templateId ?? null,
    usedExample: options.usedExample ?? false,
    knowledgeUsed: options.knowledgeUsed ?? null,
    dataRefreshedAt: source.lastRefreshedAt ?? source.updatedAt,
    createdAt: now,
  };
  // Only the generated ids come back: reading the stored answer back would cost as much again.
  const [ids] = await ctx.db
    .with(touchRoom)
    .insert(conversations)
    .values(values)
    .returning({ id: conversations.id, queryId: conversations.queryId });
  if (!ids) throw new AppError('INTERNAL');
  return { ...NEW_CONVERSATION, ...values, ...ids };
}
