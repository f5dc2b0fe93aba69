import { Button, Card, Group, Pagination, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CenteredLoader } from '../../../components/centered-loader';
import { notifySuccess } from '../../../components/notify';
import { QueryError } from '../../../components/query-error';
import { useDeleteAllNotifications } from '../api/delete-all-notifications';
import { useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsRead } from '../api/mark-all-notifications-read';
import { useMarkNotificationRead } from '../api/mark-notification-read';
import { NotificationRow } from './notification-row';

const PAGE_SIZE = 20;

/** The notifications tab: the full list, mark read, mark all read, delete all. */
export function NotificationsSettings({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const list = useNotifications(page);
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead({
    onSuccess: () => notifySuccess('All notifications marked as read'),
  });
  const deleteAll = useDeleteAllNotifications({
    onSuccess: () => {
      setPage(1);
      notifySuccess('Notifications deleted');
    },
  });
  const totalPages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  const isEmpty = list.data?.data.length === 0;

  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {list.data ? `${list.data.unread} unread of ${list.data.total}` : ''}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              onClick={() => markAll.mutate()}
              loading={markAll.isPending}
              disabled={isEmpty}
            >
              Mark all as read
            </Button>
            <Button
              color="red"
              variant="light"
              size="xs"
              onClick={() => deleteAll.mutate()}
              loading={deleteAll.isPending}
              disabled={isEmpty}
            >
              Delete all notifications
            </Button>
          </Group>
        </Group>
        {list.isPending ? <CenteredLoader label="Loading notifications" /> : null}
        {list.isError ? <QueryError error={list.error} onRetry={() => list.refetch()} /> : null}
        {isEmpty ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            You have no notifications.
          </Text>
        ) : null}
        <Stack gap={2} role="list" aria-label="Notifications list">
          {list.data?.data.map((item) => (
            <NotificationRow
              key={item._id}
              notification={item}
              isRead={item.readBy.includes(userId)}
              onMarkRead={() => markRead.mutate({ id: item._id, userId })}
            />
          ))}
        </Stack>
        {totalPages > 1 ? (
          <Pagination total={totalPages} value={page} onChange={setPage} size="sm" />
        ) : null}
      </Stack>
    </Card>
  );
}
