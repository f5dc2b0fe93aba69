import { AppError } from '@tabletalk/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { askDocProjects, askDocRooms } from '../tables';

export type AskDocsRoomRow = typeof askDocRooms.$inferSelect;

/** A room with the name of its project, as the API shows it. */
export interface RoomWithProject {
  room: AskDocsRoomRow;
  projectName: string;
}

/** The organization's room that `which` picks, with its project's name (org filter in the query). */
async function findRoom(db: Db, orgId: string, which: SQL): Promise<RoomWithProject | null> {
  const [row] = await db
    .select({ room: askDocRooms, projectName: askDocProjects.name })
    .from(askDocRooms)
    .innerJoin(askDocProjects, eq(askDocProjects.id, askDocRooms.projectId))
    .where(and(which, eq(askDocRooms.orgId, orgId), eq(askDocProjects.orgId, orgId)))
    .limit(1);
  return row ?? null;
}

/**
 * A room of the organization by its id.
 * @throws AppError NOT_FOUND when it does not exist or is another organization's.
 */
export async function getRoomRow(
  db: Db,
  options: { orgId: string; roomId: string },
): Promise<RoomWithProject> {
  const row = await findRoom(db, options.orgId, eq(askDocRooms.id, options.roomId));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The room of a project of the organization, or null before anyone opened it. */
export function findProjectRoom(
  db: Db,
  options: { orgId: string; projectId: string },
): Promise<RoomWithProject | null> {
  return findRoom(db, options.orgId, eq(askDocRooms.projectId, options.projectId));
}
