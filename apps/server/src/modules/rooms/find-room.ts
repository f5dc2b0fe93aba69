import { AppError } from '@tabletalk/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sources } from '../sources';
import { visibleRooms } from './rooms.policy';
import { rooms } from './tables';

/** A room with what its listing shows: its source's name and state, the star, the thread size. */
export interface RoomRow {
  room: typeof rooms.$inferSelect;
  sourceName: string;
  sourceType: string;
  sourceDeletedAt: Date | null;
  isFavourite: boolean;
  conversationCount: number;
}

/** Inside `sql`, Drizzle writes columns unqualified: the subqueries name their tables. */
function roomColumns(userId: string) {
  return {
    room: rooms,
    sourceName: sources.name,
    sourceType: sources.type,
    sourceDeletedAt: sources.deletedAt,
    isFavourite: sql<boolean>`exists (select 1 from "room_favourites" f where f.room_id = "rooms"."id" and f.user_id = ${userId})`,
    conversationCount: sql<number>`(select count(*)::int from "conversations" c where c.room_id = "rooms"."id" and not c.hide)`,
  };
}

export interface ListRoomRowsOptions {
  orgId: string;
  userId: string;
  where?: SQL[];
  limit?: number;
}

/** The user's live rooms matching `where`: favourites first, then the most recently used. */
export async function listRoomRows(db: Db, options: ListRoomRowsOptions): Promise<RoomRow[]> {
  const columns = roomColumns(options.userId);
  const query = db
    .select(columns)
    .from(rooms)
    .innerJoin(sources, eq(sources.id, rooms.sourceId))
    .where(and(visibleRooms(options), ...(options.where ?? [])))
    .orderBy(
      desc(columns.isFavourite),
      desc(sql`coalesce(${rooms.lastQuestionAt}, ${rooms.createdAt})`),
      desc(rooms.id),
    );
  const rows = await (options.limit ? query.limit(options.limit) : query);
  return rows.map((row) => ({ ...row, isFavourite: Boolean(row.isFavourite) }));
}

/** One of the user's live rooms, or null (another user's or organization's room included). */
export async function findRoom(
  db: Db,
  options: { orgId: string; userId: string; roomId: string },
): Promise<RoomRow | null> {
  const [row] = await listRoomRows(db, { ...options, where: [eq(rooms.id, options.roomId)] });
  return row ?? null;
}

/**
 * One of the user's live rooms.
 * @throws AppError NOT_FOUND when it does not exist, was deleted, or is not the user's.
 */
export async function getRoom(
  db: Db,
  options: { orgId: string; userId: string; roomId: string },
): Promise<RoomRow> {
  const row = await findRoom(db, options);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** What asking in a room needs of it: its source and whether that source was deleted. */
export interface QuestionRoom {
  id: string;
  sourceId: string;
  sourceDeletedAt: Date | null;
}

/**
 * One of the user's live rooms, read lean for the question path (no star, no thread count).
 * @throws AppError NOT_FOUND when it does not exist, was deleted, or is not the user's.
 */
export async function getQuestionRoom(
  db: Db,
  options: { orgId: string; userId: string; roomId: string },
): Promise<QuestionRoom> {
  const [row] = await db
    .select({ id: rooms.id, sourceId: rooms.sourceId, sourceDeletedAt: sources.deletedAt })
    .from(rooms)
    .innerJoin(sources, eq(sources.id, rooms.sourceId))
    .where(and(eq(rooms.id, options.roomId), visibleRooms(options)))
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
