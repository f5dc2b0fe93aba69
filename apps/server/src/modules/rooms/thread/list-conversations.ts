import { AppError } from '@tabletalk/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client';
import { isDatabaseType } from '../../sources';
import { getRoom } from '../find-room';
import type { ConversationRow } from '../presenter';
import { conversations } from '../tables';

export interface ListConversationsOptions {
  orgId: string;
  userId: string;
  roomId: string;
  /** The oldest conversation already loaded: the page holds the ones just older. */
  before?: string;
  pageSize: number;
}

const cursor = alias(conversations, 'cursor');

/**
 * Conversations older than `before`, which is read in the same query and only in the room and
 * organization: (createdAt, id) order is total, so hiding or deleting loaded conversations never
 * shifts the next page (offsets would skip as many as were removed).
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
      ),
    );
  return sql`(${conversations.createdAt}, ${conversations.id}) < (${position})`;
}

/** Whether `before` is a conversation of the room (hidden ones included). */
async function isInRoom(db: Db, options: ListConversationsOptions & { before: string }) {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.id, options.before),
        eq(conversations.roomId, options.roomId),
        eq(conversations.orgId, options.orgId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * A page of a room's visible history (`db/all-conversation`): without `before` the newest
 * conversations, with it the ones just older than that conversation; each page in time order
 * (oldest first) so the thread reads top to bottom. `hasMore` says older ones exist. Hidden
 * conversations are left out.
 * @throws AppError NOT_FOUND when the room is not the user's, or `before` is not in the room.
 */
export async function listConversations(
  db: Db,
  options: ListConversationsOptions,
): Promise<{ rows: ConversationRow[]; hasMore: boolean; isFile: boolean }> {
  const { room, sourceType } = await getRoom(db, options);
  const scoped = { ...options, roomId: room.id };
  const where = [
    eq(conversations.roomId, room.id),
    eq(conversations.orgId, options.orgId),
    eq(conversations.hide, false),
  ];
  const { before } = options;
  if (before) where.push(olderThan(db, { ...scoped, before }));
  const rows = await db
    .select()
    .from(conversations)
    .where(and(...where))
    .orderBy(desc(conversations.createdAt), desc(conversations.id))
    .limit(options.pageSize + 1);
  // An unknown cursor matches nothing; told apart from "no older ones" only when nothing came back.
  if (before && rows.length === 0 && !(await isInRoom(db, { ...scoped, before }))) {
    throw new AppError('NOT_FOUND');
  }
  const hasMore = rows.length > options.pageSize;
  return {
    rows: rows.slice(0, options.pageSize).reverse(),
    hasMore,
    isFile: !isDatabaseType(sourceType),
  };
}
