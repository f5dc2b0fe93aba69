import { AppError, type AskResult, type KnowledgeUsed } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { SourceRow } from '../../sources';
import type { ConversationRow } from '../presenter';
import { storableResult } from '../stored-chart';
import { conversations, rooms } from '../tables';

export interface StoreConversationOptions {
  orgId: string;
  userId: string;
  roomId: string;
  /** The source that answered. */
  source: SourceRow;
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
 * saving the question path a round trip. It runs as `ask`'s `keep`: while the question is counted
 * against the plan, which is given back if storing fails.
 */
export async function storeConversation(
  ctx: Pick<AppContext, 'db' | 'now'>,
  options: StoreConversationOptions,
): Promise<ConversationRow> {
  const now = ctx.now();
  const { roomId, source } = options;
  const touchRoom = ctx.db.$with('touch_room').as(
    ctx.db
      .update(rooms)
      .set({ lastQuestionAt: now })
      .where(and(eq(rooms.id, roomId), eq(rooms.orgId, options.orgId)))
      .returning({ id: rooms.id }),
  );
  const values = {
    orgId: options.orgId,
    roomId,
    sourceId: source.id,
    askedBy: options.userId,
    text: options.text,
    result: storableResult(options.result),
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
