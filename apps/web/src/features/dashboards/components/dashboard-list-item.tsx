import { ActionIcon, Anchor, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import type { Dashboard } from '@tabletalk/contracts';
import { Link } from 'react-router';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { useDeleteDashboard } from '../api/delete-dashboard';
import { formatWhen } from '../utils/format';
import { DashboardFavouriteButton } from './dashboard-favourite-button';

function summary(dashboard: Dashboard): string {
  const count = dashboard.itemCount;
  const items = `${count} item${count === 1 ? '' : 's'}`;
  const refreshed = dashboard.lastRefreshedAt
    ? `refreshed ${formatWhen(dashboard.lastRefreshedAt)}`
    : 'never refreshed';
  return `${items} · ${refreshed}`;
}

/**
 * One dashboard on the list: star, name (opens it), who shared it with the user, items, last
 * refresh, delete.
 */
export function DashboardListItem({ dashboard }: { dashboard: Dashboard }) {
  const [isConfirming, confirm] = useDisclosure(false);
  const remove = useDeleteDashboard({ onSuccess: confirm.close });
  return (
    <Paper withBorder radius="md" px="md" py="sm" data-testid="dashboard-item" component="li">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="sm" wrap="nowrap">
          <DashboardFavouriteButton dashboard={dashboard} />
          <Stack gap={0}>
            <Group gap="xs" wrap="wrap">
              <Anchor component={Link} to={`/dashboards/${dashboard._id}`} fw={600}>
                {dashboard.name}
              </Anchor>
              {dashboard.isShared ? (
                <Badge variant="light" size="sm" tt="none" data-testid="dashboard-shared-by">
                  {dashboard.sharedBy ? `Shared by ${dashboard.sharedBy}` : 'Shared with you'}
                </Badge>
              ) : null}
            </Group>
            <Text size="xs" c="dimmed">
              {summary(dashboard)}
            </Text>
          </Stack>
        </Group>
        {dashboard.canEdit ? (
          <Tooltip label="Delete dashboard">
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${dashboard.name}`}
              onClick={confirm.open}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        ) : null}
      </Group>
      <ConfirmDeleteModal
        opened={isConfirming}
        title="Delete dashboard"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(dashboard._id)}
        onClose={confirm.close}
      >
        Delete <b>{dashboard.name}</b> and its {dashboard.itemCount} item
        {dashboard.itemCount === 1 ? '' : 's'}? The answers stay in their rooms.
      </ConfirmDeleteModal>
    </Paper>
  );
}
