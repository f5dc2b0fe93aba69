import type { Notification } from '@tabletalk/contracts';
import type { notifications } from './tables';

export type NotificationRow = typeof notifications.$inferSelect;

/** A notification row as the API shows it. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    message: row.message,
    link: row.link,
    readBy: row.readBy,
    createdAt: row.createdAt.toISOString(),
  };
}
