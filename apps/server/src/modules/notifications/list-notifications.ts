import type { NotificationsResponse } from '@tabletalk/contracts';
import { desc, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownedBy } from './notifications.policy';
import { presentNotification } from './presenter';
import { notifications } from './tables';

/** A user's notifications, newest first, with how many they have not read. */
export async function listNotifications(
  db: Db,
  options: { userId: string; page: number; pageSize: number },
): Promise<NotificationsResponse> {
  const { userId, page, pageSize } = options;
  const mine = ownedBy({ userId });
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`count(*) FILTER (WHERE NOT (${userId}::uuid = ANY(${notifications.readBy})))::int`,
      })
      .from(notifications)
      .where(mine),
  ]);
  const total = counts?.total ?? 0;
  return {
    data: rows.map(presentNotification),
    unread: counts?.unread ?? 0,
    total,
    hasMore: page * pageSize < total,
  };
}
