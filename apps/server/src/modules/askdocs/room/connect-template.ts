import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { askDocRooms } from '../tables';
import { assertTemplateUsable, getTemplateRow } from '../templates';
import type { RoomWithProject } from './find-room';

/**
 * Connects one of the organization's templates to a room (null disconnects). A template that
 * cannot be used today is refused with the rooms' wording, the spec's message for an expired one.
 * @throws AppError NOT_FOUND (template not the organization's), TEMPLATE_EXPIRED,
 *   TEMPLATE_NOT_YET_VALID.
 */
export async function connectTemplate(
  db: Db,
  options: { orgId: string; opened: RoomWithProject; templateId: string | null; now: Date },
): Promise<RoomWithProject> {
  const { orgId, opened, templateId } = options;
  if (templateId) {
    const template = await getTemplateRow(db, { orgId, templateId });
    assertTemplateUsable(template, options.now);
  }
  const [room] = await db
    .update(askDocRooms)
    .set({ templateId })
    .where(and(eq(askDocRooms.id, opened.room.id), eq(askDocRooms.orgId, orgId)))
    .returning();
  return { ...opened, room: room ?? opened.room };
}
