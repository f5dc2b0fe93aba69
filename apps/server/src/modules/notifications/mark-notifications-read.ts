import { AppError } from '@tabletalk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownedBy } from './notifications.policy';
import type { NotificationRow } from './presenter';
import { notifications } from './tables';

const notReadBy = (userId: string) => sql`NOT (${userId}::uuid = ANY(${notifications.readBy}))`;
const addReader = (userId: string) => sql`array_append(${notifications.readBy}, ${userId}::uuid)`;

/**
 * Adds the user to a notification's readBy (SPEC 4). Idempotent.
 * @throws AppError NOT_FOUND when the notification is not the user's.
 */
export async function markNotificationRead(
  db: Db,
  options: { userId: string; notificationId: string },
): Promise<NotificationRow> {
  const { userId, notificationId } = options;
  const target = and(eq(notifications.id, notificationId), ownedBy({ userId }));
  // The guard on readBy keeps a second mark (or two at once) from adding the user twice.
  await db
    .update(notifications)
    .set({ readBy: addReader(userId) })
    .where(and(target, notReadBy(userId)));
  const [row] = await db.select().from(notifications).where(target);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** Marks every notification of the user as read. */
export async function markAllNotificationsRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notifications)
    .set({ readBy: addReader(userId) })
    .where(and(ownedBy({ userId }), notReadBy(userId)));
}
