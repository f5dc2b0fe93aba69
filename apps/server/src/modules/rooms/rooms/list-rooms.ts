import { eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { listRoomRows, type RoomRow } from '../find-room';
import { rooms } from '../tables';

/** Escapes LIKE wildcards so a search for '50%' means the text '50%'. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface ListRoomsOptions {
  orgId: string;
  userId: string;
  /** Case-insensitive, within the room's name. */
  search?: string;
  /** Only the rooms over this source. */
  sourceId?: string;
  limit?: number;
}

/**
 * The user's live rooms in the organization (`db/all-user-rooms`, `db/user-rooms`): favourites
 * first, then the most recently used (last question, else creation).
 */
export function listRooms(db: Db, options: ListRoomsOptions): Promise<RoomRow[]> {
  const where: SQL[] = [];
  if (options.search) where.push(ilike(rooms.name, likePattern(options.search)));
  if (options.sourceId) where.push(eq(rooms.sourceId, options.sourceId));
  return listRoomRows(db, { ...options, where });
}
