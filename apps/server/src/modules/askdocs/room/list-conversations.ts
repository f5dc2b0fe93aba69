import { AppError } from '@tabletalk/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { askDocConversations } from '../tables';
import { getRoomRow } from './find-room';
import type { AskDocsConversationRow } from './presenter';

export interface ListConversationsOptions {
  orgId: string;
  userId: string;
  roomId: string;
  /** The oldest conversation already loaded: the page holds the ones just older. */
  before?: string;
  pageSize: number;
}

const cursor = alias(askDocConversations, 'cursor');

/** Only the user's own questions in the room, in the organization. */
function mine(options: ListConversationsOptions): SQL[] {
  return [
    eq(askDocConversations.roomId, options.roomId),
    eq(askDocConversations.orgId, options.orgId),
    eq(askDocConversations.userId, options.userId),
  ];
}

/**
 * Conversations older than `before`, read in the same query and only among the user's own in the
 * room: (createdAt, id) order is total, so the next page never skips or repeats one.
 */
function olderThan(db: Db, options: ListConversationsOptions & { before: string }): SQL {
  const position = db
    .select({ createdAt: cursor.createdAt, id: cursor.id })
    .from(cursor)
    .where(
      and(
        eq(cursor.id, options.before),
        eq(cursor.roomId, options.roomId),
        eq(cursor.orgId, options.orgId),
        eq(cursor.userId, options.userId),
      ),
    );
  return sql`(${askDocConversations.createdAt}, ${askDocConversations.id}) < (${position})`;
}

/** Whether `before` is one of the user's conversations in the room. */
async function isMine(db: Db, options: ListConversationsOptions & { before: string }) {
  const [row] = await db
    .select({ id: askDocConversations.id })
    .from(askDocConversations)
    .where(and(eq(askDocConversations.id, options.before), ...mine(options)))
    .limit(1);
  return Boolean(row);
}

/**
 * `ask-docs/conversation/{id}`: a page of the user's questions in a room: without `before` the
 * newest, with it the ones just older; each page oldest first, so the newest is last. `hasMore`
 * says older ones exist.
 * @throws AppError NOT_FOUND when the room is not the organization's, or `before` is not one of
 *   the user's conversations in it.
 */
export async function listConversations(
  db: Db,
  options: ListConversationsOptions,
): Promise<{ rows: AskDocsConversationRow[]; hasMore: boolean }> {
  const { room } = await getRoomRow(db, options);
  const scoped = { ...options, roomId: room.id };
  const where = mine(scoped);
  const { before } = options;
  if (before) where.push(olderThan(db, { ...scoped, before }));
  const rows = await db
    .select()
    .from(askDocConversations)
    .where(and(...where))
    .orderBy(desc(askDocConversations.createdAt), desc(askDocConversations.id))
    .limit(options.pageSize + 1);
  // An unknown cursor matches nothing; told apart from "no older ones" only when nothing came back.
  if (before && rows.length === 0 && !(await isMine(db, { ...scoped, before }))) {
    throw new AppError('NOT_FOUND');
  }
  return {
    rows: rows.slice(0, options.pageSize).reverse(),
    hasMore: rows.length > options.pageSize,
  };
}
