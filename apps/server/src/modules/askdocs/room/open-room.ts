import type { Db } from '../../../db/client';
import { getProjectRow } from '../projects';
import { askDocRooms } from '../tables';
import { findProjectRoom, type RoomWithProject } from './find-room';

/**
 * `ask-docs/room/{id}` (a project's id): the project's room, created the first time anyone opens
 * it (one per project, even when two people open it at once).
 * @throws AppError NOT_FOUND when the project is not the organization's.
 */
export async function openRoom(
  db: Db,
  options: { orgId: string; userId: string; projectId: string },
): Promise<RoomWithProject> {
  const project = await getProjectRow(db, options);
  const ref = { orgId: options.orgId, projectId: project.id };
  const existing = await findProjectRoom(db, ref);
  if (existing) return existing;
  await db
    .insert(askDocRooms)
    .values({ orgId: options.orgId, projectId: project.id, createdBy: options.userId })
    .onConflictDoNothing({ target: askDocRooms.projectId });
  const opened = await findProjectRoom(db, ref);
  if (!opened) throw new Error('askdocs room vanished after it was opened');
  return opened;
}
