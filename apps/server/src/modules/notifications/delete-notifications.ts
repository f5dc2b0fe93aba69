import type { Db } from '../../db/client';
import { ownedBy } from './notifications.policy';
import { notifications } from './tables';

/** Deletes every notification of the user. */
export async function deleteNotifications(db: Db, userId: string): Promise<void> {
  await db.delete(notifications).where(ownedBy({ userId }));
}
