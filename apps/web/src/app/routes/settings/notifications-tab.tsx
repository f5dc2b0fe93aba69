import { NotificationsSettings } from '../../../features/notifications/components/notifications-settings';
import { useSessionUser } from '../../../lib/session';

export function NotificationsTab() {
  const user = useSessionUser();
  if (!user) return null;
  return <NotificationsSettings userId={user._id} />;
}
