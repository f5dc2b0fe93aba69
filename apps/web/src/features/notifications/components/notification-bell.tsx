import { ActionIcon, Badge, Divider, Group, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import type { Notification } from '@tabletalk/contracts';
import { useNavigate } from 'react-router';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationItem } from './notification-item';

/** The header bell: unread count (polled every 30 s) and the latest notifications. */
export function NotificationBell({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const notifications = useNotifications(1);
  const markRead = useMarkNotificationRead();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.data ?? [];

  const handleOpen = (notification: Notification) => {
    if (!notification.readBy.includes(userId)) markRead.mutate({ id: notification._id, userId });
    if (notification.link?.startsWith('/')) navigate(notification.link);
  };

  return (
    <Popover position="bottom-end" width={340} shadow="md" withinPortal>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          pos="relative"
          aria-label={unread > 0 ? `Notifications (${unread} unread)` : 'Notifications'}
          data-testid="notification-bell"
        >
          <IconBell size={20} />
          <Badge
            data-testid="unread-count"
            size="xs"
            circle
            color="red"
            pos="absolute"
            top={0}
            right={0}
            // Always rendered so tests can read "0"; hidden when there is nothing unread.
            style={{ display: unread > 0 ? undefined : 'none' }}
          >
            {unread}
          </Badge>
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs">
        <Group justify="space-between" px="xs" pb="xs">
          <Text fw={600} size="sm">
            Notifications
          </Text>
          <Text size="xs" c="dimmed">
            {unread} unread
          </Text>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah={360}>
          {items.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center" py="md">
              You have no notifications.
            </Text>
          ) : (
            <Stack gap={2} pt="xs">
              {items.map((item) => (
                <NotificationItem
                  key={item._id}
                  notification={item}
                  isRead={item.readBy.includes(userId)}
                  onOpen={handleOpen}
                />
              ))}
            </Stack>
          )}
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
