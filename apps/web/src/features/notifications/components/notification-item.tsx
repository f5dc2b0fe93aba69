import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPointFilled } from '@tabler/icons-react';
import type { Notification } from '@tabletalk/contracts';

interface NotificationItemProps {
  notification: Notification;
  isRead: boolean;
  onOpen: (notification: Notification) => void;
}

/** One notification; unread ones carry a dot and open (and mark read) on click. */
export function NotificationItem({ notification, isRead, onOpen }: NotificationItemProps) {
  return (
    <UnstyledButton
      onClick={() => onOpen(notification)}
      aria-label={`${isRead ? '' : 'Unread: '}${notification.title}`}
      p="xs"
      style={{ borderRadius: 6, width: '100%' }}
      data-read={isRead}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <IconPointFilled
          size={14}
          color={isRead ? 'transparent' : 'var(--mantine-color-indigo-6)'}
          aria-hidden
        />
        <Stack gap={2} style={{ flex: 1 }}>
          <Text size="sm" fw={isRead ? 400 : 600}>
            {notification.title}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {notification.message}
          </Text>
          <Text size="xs" c="dimmed">
            {new Date(notification.createdAt).toLocaleString()}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  );
}
