import { AppError, type AskResult } from '@tabletalk/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { conversations, rooms } from '../../db/schema';
import { recordUsage } from '../entitlements';
import type { QuestionTarget } from './prepare-question';
import type { ConversationRow } from './presenter';

export interface StoreConversationOptions {
  orgId: string;
  userId: string;
  target: QuestionTarget;
  /** What the thread shows as the question. */
  text: string;
  result: AskResult;
  usedExample?: boolean;
  templateId?: string | null;
}

/**
 * Keeps a question and its answer in the room's thread (declined and unsure ones too, so the
 * thread shows them), marks the room as just used (a data-modifying CTE of the same statement,
 * saving the question path a round trip), and counts the question against the plan.
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
  const [row] = await ctx.db
    .with(touchRoom)
    .insert(conversations)
    .values({
      orgId: options.orgId,
      roomId: room.id,
      sourceId: source.id,
      askedBy: options.userId,
      text: options.text,
      result: options.result as unknown as Record<string, unknown>,
      templateId: options.templateId ?? null,
      usedExample: options.usedExample ?? false,
      dataRefreshedAt: source.lastRefreshedAt ?? source.updatedAt,
      createdAt: now,
    })
    .returning();
  if (!row) throw new AppError('INTERNAL');
  await recordUsage(ctx, { orgId: options.orgId, userId: options.userId, kind: 'question' });
  return row;
}
