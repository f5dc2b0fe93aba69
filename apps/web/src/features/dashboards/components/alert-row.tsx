import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArchive,
  IconArchiveOff,
  IconBellOff,
  IconDots,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { type Alert, type AlertState, formatAlertNumber } from '@tabletalk/contracts';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal';
import { notifySuccess } from '../../../components/notify';
import { describeFrequency } from '../../../lib/frequency';
import { useArchiveAlert } from '../api/archive-alert';
import { useCheckAlert } from '../api/check-alert';
import { useDeleteAlert } from '../api/delete-alert';
import { useSnoozeAlert } from '../api/snooze-alert';
import { useUnarchiveAlert } from '../api/unarchive-alert';
import { formatWhen } from '../utils/format';

const STATE_BADGES: Record<AlertState, { label: string; color: string }> = {
  OK: { label: 'OK', color: 'teal' },
  FIRING: { label: 'Firing', color: 'red' },
  ERROR: { label: 'Error', color: 'orange' },
  UNKNOWN: { label: 'Unknown', color: 'gray' },
};

const SNOOZES = [
  { label: 'Snooze 1 hour', minutes: 60 },
  { label: 'Snooze 1 day', minutes: 24 * 60 },
  { label: 'Snooze 1 week', minutes: 7 * 24 * 60 },
];

/** Whether an alert is snoozed now. */
const isSnoozed = (alert: Alert) =>
  alert.snoozedUntil !== null && Date.parse(alert.snoozedUntil) > Date.now();

function AlertMenu({ alert, onDelete }: { alert: Alert; onDelete: () => void }) {
  const snooze = useSnoozeAlert({
    onSuccess: (snoozed) =>
      notifySuccess(snoozed.snoozedUntil ? 'Alert snoozed' : 'Alert no longer snoozed'),
  });
  const archive = useArchiveAlert({ onSuccess: () => notifySuccess('Alert archived') });
  const unarchive = useUnarchiveAlert({ onSuccess: () => notifySuccess('Alert unarchived') });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={`Actions of ${alert.name}`}>
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {alert.archivedAt ? null : (
          <>
            {SNOOZES.map(({ label, minutes }) => (
              <Menu.Item
                key={minutes}
                leftSection={<IconBellOff size={16} />}
                onClick={() => snooze.mutate({ alertId: alert._id, minutes })}
              >
                {label}
              </Menu.Item>
            ))}
            {isSnoozed(alert) ? (
              <Menu.Item onClick={() => snooze.mutate({ alertId: alert._id, minutes: 0 })}>
                End snooze
              </Menu.Item>
            ) : null}
            <Menu.Item
              leftSection={<IconArchive size={16} />}
              onClick={() => archive.mutate(alert._id)}
            >
              Archive
            </Menu.Item>
          </>
        )}
        {alert.archivedAt ? (
          <Menu.Item
            leftSection={<IconArchiveOff size={16} />}
            onClick={() => unarchive.mutate(alert._id)}
          >
            Unarchive
          </Menu.Item>
        ) : null}
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** What the last check said: the value and when, or why it could not read one. */
function LastCheck({ alert }: { alert: Alert }) {
  if (!alert.lastCheckedAt) return <Text size="sm">Not checked yet</Text>;
  return (
    <Stack gap={2}>
      <Text size="sm" data-testid="alert-last-value">
        {alert.lastValue === null
          ? 'No value yet'
          : `Last value ${formatAlertNumber(alert.lastValue)}`}
        {` · checked ${formatWhen(alert.lastCheckedAt)}`}
      </Text>
      {alert.lastError ? (
        <Text size="sm" c="orange.8">
          {alert.lastError}
        </Text>
      ) : null}
      {alert.note ? (
        <Text size="xs" c="dimmed">
          {alert.note}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * One alert of the dashboard's panel: its name, state badge, condition, schedule and last check;
 * "Check now" for everyone who sees it; snooze, archive and delete (after a confirmation) for
 * whoever may manage it.
 */
export function AlertRow({ alert }: { alert: Alert }) {
  const [isConfirmOpen, confirm] = useDisclosure(false);
  const check = useCheckAlert();
  const remove = useDeleteAlert({
    onSuccess: () => {
      confirm.close();
      notifySuccess('Alert deleted');
    },
  });
  const badge = alert.archivedAt ? { label: 'Archived', color: 'gray' } : STATE_BADGES[alert.state];
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={alert.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} size="sm" truncate>
              {alert.name}
            </Text>
            <Badge color={badge.color} variant="light" data-testid="alert-state">
              {badge.label}
            </Badge>
            {isSnoozed(alert) && alert.snoozedUntil ? (
              <Badge color="gray" variant="outline">
                Snoozed until {formatWhen(alert.snoozedUntil)}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {alert.conditionText} · {describeFrequency(alert.frequency)}
          </Text>
          <LastCheck alert={alert} />
        </Stack>
        <Group gap={4} wrap="nowrap">
          {alert.archivedAt ? null : (
            <Button
              size="xs"
              variant="light"
              leftSection={<IconRefresh size={14} />}
              loading={check.isPending}
              onClick={() => check.mutate(alert._id)}
            >
              Check now
            </Button>
          )}
          {alert.canManage ? <AlertMenu alert={alert} onDelete={confirm.open} /> : null}
        </Group>
      </Group>
      <ConfirmDeleteModal
        opened={isConfirmOpen}
        title="Delete this alert?"
        isPending={remove.isPending}
        onConfirm={() => remove.mutate(alert._id)}
        onClose={confirm.close}
      >
        “{alert.name}” and its history will be deleted for good.
      </ConfirmDeleteModal>
    </Paper>
  );
}
