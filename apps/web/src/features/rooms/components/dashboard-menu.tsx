import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconLayoutDashboard } from '@tabler/icons-react';
import type { AskResult } from '@tabletalk/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateDashboard } from '../../../api/create-dashboard';
import { useDashboards } from '../../../api/get-dashboards';
import { InlineError } from '../../../components/inline-error';
import { useAddToDashboard } from '../api/add-to-dashboard';
import {
  type DashboardTarget,
  dashboardTargetKinds,
  dashboardTargetProblem,
  defaultDashboardTarget,
} from '../utils/dashboard-target';

/** The choice of the dashboard select that creates one instead. */
const NEW_DASHBOARD = '__new__';

const TARGET_OPTIONS = [
  { value: 'widget', label: 'Widget' },
  { value: 'graph', label: 'Graph' },
  { value: 'table', label: 'Table' },
];
const isTarget = (value: string): value is DashboardTarget =>
  value === 'widget' || value === 'graph' || value === 'table';

interface DashboardMenuProps {
  conversationId: string;
  result: AskResult;
}

interface AddFormProps extends DashboardMenuProps {
  onDone: () => void;
}

/** The dashboard, the kind, then "Add": the fit is checked here first, then by the server. */
function AddToDashboardForm({ conversationId, result, onDone }: AddFormProps) {
  const navigate = useNavigate();
  const dashboards = useDashboards();
  const [choice, setChoice] = useState<string | null>(null);
  const [newName, setNewName] = useState('');
  const [target, setTarget] = useState<DashboardTarget>(defaultDashboardTarget(result));
  const create = useCreateDashboard({ meta: { silentError: true } });
  const add = useAddToDashboard();
  const list = dashboards.data ?? [];
  const editable = list.filter((dashboard) => dashboard.canEdit);
  const isNew = choice === NEW_DASHBOARD || (dashboards.isSuccess && editable.length === 0);
  const problem = dashboardTargetProblem(result, target);
  const options = [
    ...editable.map((dashboard) => ({ value: dashboard._id, label: dashboard.name })),
    { value: NEW_DASHBOARD, label: 'New dashboard…' },
  ];
  const canSubmit = !problem && (isNew ? newName.trim() !== '' : choice !== null);

  const showAdded = (dashboardId: string, name: string) =>
    notifications.show({
      color: 'teal',
      message: (
        <Text size="sm">
          Added to {name}.{' '}
          <Anchor
            component="button"
            size="sm"
            onClick={() => navigate(`/dashboards/${dashboardId}`)}
          >
            Open the dashboard
          </Anchor>
        </Text>
      ),
    });

  const handleSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    try {
      const dashboard = isNew
        ? await create.mutateAsync({ name: newName.trim() })
        : editable.find((entry) => entry._id === choice);
      if (!dashboard) return;
      const kind = dashboardTargetKinds[target];
      await add.mutateAsync({ dashboardId: dashboard._id, conversationId, kind });
      showAdded(dashboard._id, dashboard.name);
      onDone();
    } catch {
      // Shown below the form from the mutation's error.
    }
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Add to dashboard">
      <Stack gap="sm">
        {isNew && editable.length === 0 ? (
          <Text size="sm" c="dimmed">
            You have no dashboard to add to yet: name a new one.
          </Text>
        ) : (
          <Select
            label="Dashboard"
            placeholder={dashboards.isPending ? 'Loading dashboards…' : 'Pick a dashboard'}
            data={options}
            value={choice}
            onChange={setChoice}
            searchable
            allowDeselect={false}
          />
        )}
        {isNew ? (
          <TextInput
            label="New dashboard name"
            maxLength={120}
            value={newName}
            onChange={(event) => setNewName(event.currentTarget.value)}
          />
        ) : null}
        <Stack gap={4}>
          <Text size="sm" fw={500} id="dashboard-kind-label">
            Show it as
          </Text>
          <SegmentedControl
            aria-labelledby="dashboard-kind-label"
            data={TARGET_OPTIONS}
            value={target}
            onChange={(value) => {
              if (isTarget(value)) setTarget(value);
            }}
          />
        </Stack>
        {problem ? (
          <Alert color="orange" role="alert" data-testid="dashboard-fit-problem">
            {problem}
          </Alert>
        ) : null}
        <InlineError error={create.error} fallback="Failed to create the dashboard" />
        <InlineError error={add.error} fallback="Failed to add to the dashboard" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSubmit} loading={create.isPending || add.isPending}>
            Add
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * "Add to dashboard": pick a dashboard (or name a new one) and how the answer shows there. A
 * single value goes only in as a widget, a chart or table only as a graph or table, with the
 * spec's messages; the server's refusal is shown in the same place.
 */
export function DashboardMenu({ conversationId, result }: DashboardMenuProps) {
  const [opened, modal] = useDisclosure(false);
  return (
    <>
      <Tooltip label="Add to dashboard">
        <ActionIcon variant="subtle" aria-label="Add to dashboard" onClick={modal.open}>
          <IconLayoutDashboard size={18} />
        </ActionIcon>
      </Tooltip>
      <Modal opened={opened} onClose={modal.close} title="Add to dashboard" centered>
        {opened ? (
          <AddToDashboardForm
            conversationId={conversationId}
            result={result}
            onDone={modal.close}
          />
        ) : null}
      </Modal>
    </>
  );
}
