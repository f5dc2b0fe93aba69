import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { ownedBy } from './notifications.policy';

/** Deletes every notification of the user. */
export async function deleteNotifications(db: Db, userId: string): Promise<void> {
  await db.delete(notifications).where(ownedBy({ userId }));
}
