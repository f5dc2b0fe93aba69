import { eq, type SQL } from 'drizzle-orm';
import { notifications } from './tables';

/**
 * Notifications are private to their recipient: every lookup filters by this in the query, so
 * another user's notification is simply not found (404), never forbidden.
 */
export function ownedBy(actor: { userId: string }): SQL {
  return eq(notifications.userId, actor.userId);
}
