import type { AppContext } from '../../context';
import { insertedRow } from '../../db/inserted-row';
import type { NotificationRow } from './presenter';
import { notifications } from './tables';

export interface NewNotification {
  userId: string;
  orgId?: string | null;
  /** `domain.event`, e.g. 'team.invite_accepted'. */
  kind: string;
  title: string;
  message: string;
  /** An in-app path such as '/settings/team'; never a secret-bearing URL. */
  link?: string | null;
}

/** Adds an in-app notification for one user. */
export async function createNotification(
  ctx: Pick<AppContext, 'db' | 'now'>,
  notification: NewNotification,
): Promise<NotificationRow> {
  const row = await insertedRow(
    ctx.db
      .insert(notifications)
      .values({
        ...notification,
        orgId: notification.orgId ?? null,
        link: notification.link ?? null,
        createdAt: ctx.now(),
      })
      .returning(),
    'notification',
  );
  return row;
}
