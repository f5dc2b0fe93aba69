import { Button, Group } from '@mantine/core';
import type { Notification } from '@tabletalk/contracts';
import { NotificationItem } from './notification-item';

interface NotificationRowProps {
  notification: Notification;
  isRead: boolean;
  onMarkRead: () => void;
}

/** A notification in the settings list, with an explicit "Mark as read" for unread ones. */
export function NotificationRow({ notification, isRead, onMarkRead }: NotificationRowProps) {
  return (
    <Group wrap="nowrap" gap="xs" role="listitem">
      <div style={{ flex: 1 }}>
        <NotificationItem
          notification={notification}
          isRead={isRead}
          onOpen={() => !isRead && onMarkRead()}
        />
      </div>
      {isRead ? null : (
        <Button
          variant="subtle"
          size="xs"
          onClick={onMarkRead}
          aria-label={`Mark "${notification.title}" as read`}
        >
          Mark as read
        </Button>
      )}
    </Group>
  );
}
