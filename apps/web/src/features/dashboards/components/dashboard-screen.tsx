import { ActionIcon, Button, Card, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconMail, IconPencil, IconRefresh, IconShare } from '@tabler/icons-react';
import { updateDashboardRequestSchema } from '@tabletalk/contracts';
import { Link } from 'react-router';
import { CenteredLoader } from '../../../components/centered-loader';
import { notifySuccess } from '../../../components/notify';
import { QueryError } from '../../../components/query-error';
import { RenameModal } from '../../../components/rename-modal';
import { type DashboardGraphs, useDashboardGraphs } from '../api/get-graphs';
import { type RefreshSummary, useRefreshQueries } from '../api/refresh-queries';
import { useRenameDashboard } from '../api/rename-dashboard';
import { AlertsDrawer } from './alerts-drawer';
import { DashboardGrid } from './dashboard-grid';
import { EmbedButton } from './embed-button';
import { FrequencyControl } from './frequency-control';
import { ReportDialog } from './report-dialog';
import { ShareDashboardDialog } from './share-dashboard-dialog';

function refreshedMessage(summary: RefreshSummary): string {
  const parts = [`${summary.refreshed} refreshed`];
  if (summary.cached > 0) parts.push(`${summary.cached} unchanged`);
  if (summary.broken > 0) parts.push(`${summary.broken} cannot run`);
  return `Dashboard refreshed: ${parts.join(', ')}.`;
}

function EmptyDashboard() {
  return (
    <Card withBorder radius="md" padding="lg">
      <Text fw={600}>No items yet</Text>
      <Text size="sm" c="dimmed">
        Open a room and use "Add to dashboard" under an answer to pin it here as a widget, graph or
        table.
      </Text>
    </Card>
  );
}

function DashboardView({ graphs }: { graphs: DashboardGraphs }) {
  const { dashboard, items } = graphs;
  const [isRenaming, rename] = useDisclosure(false);
  const [isSharing, sharing] = useDisclosure(false);
  const [isReporting, report] = useDisclosure(false);
  const renaming = useRenameDashboard({ onSuccess: rename.close });
  const refresh = useRefreshQueries({
    onSuccess: (summary) => notifySuccess(refreshedMessage(summary)),
  });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group gap="xs" wrap="nowrap">
          <Tooltip label="All dashboards">
            <ActionIcon
              component={Link}
              to="/dashboards"
              variant="subtle"
              aria-label="All dashboards"
            >
              <IconArrowLeft size={18} />
            </ActionIcon>
          </Tooltip>
          {/* A name with a long unbroken word breaks instead of widening a phone. */}
          <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {dashboard.name}
          </Title>
          {dashboard.canEdit ? (
            <Tooltip label="Rename dashboard">
              <ActionIcon variant="subtle" aria-label="Rename dashboard" onClick={rename.open}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
        <Group gap="sm" align="flex-end">
          <FrequencyControl
            dashboardId={dashboard._id}
            frequency={dashboard.frequency}
            canEdit={dashboard.canEdit}
          />
          {dashboard.canEdit ? (
            <Button variant="default" leftSection={<IconShare size={16} />} onClick={sharing.open}>
              Share
            </Button>
          ) : null}
          <AlertsDrawer dashboardId={dashboard._id} />
          {dashboard.canEdit ? (
            <Button variant="default" leftSection={<IconMail size={16} />} onClick={report.open}>
              Email report
            </Button>
          ) : null}
          {dashboard.canEdit ? <EmbedButton dashboardId={dashboard._id} /> : null}
          <Button
            leftSection={<IconRefresh size={16} />}
            loading={refresh.isPending}
            disabled={items.length === 0}
            onClick={() => refresh.mutate(dashboard._id)}
          >
            Refresh
          </Button>
        </Group>
      </Group>
      {items.length === 0 ? (
        <EmptyDashboard />
      ) : (
        <DashboardGrid dashboardId={dashboard._id} items={items} canEdit={dashboard.canEdit} />
      )}
      {dashboard.canEdit ? (
        <ShareDashboardDialog dashboard={dashboard} opened={isSharing} onClose={sharing.close} />
      ) : null}
      {isReporting ? (
        <ReportDialog dashboardId={dashboard._id} opened onClose={report.close} />
      ) : null}
      {isRenaming ? (
        <RenameModal
          noun="dashboard"
          currentName={dashboard.name}
          maxLength={120}
          schema={updateDashboardRequestSchema}
          opened
          onClose={rename.close}
          onRename={(name) => renaming.mutate({ dashboardId: dashboard._id, name })}
          isPending={renaming.isPending}
          error={renaming.error}
        />
      ) : null}
    </Stack>
  );
}

/** One dashboard: its items on the grid, refresh, its schedule, sharing, alerts, embeds, its email report and rename. */
export function DashboardScreen({ dashboardId }: { dashboardId: string }) {
  const graphs = useDashboardGraphs(dashboardId);
  if (graphs.isPending) return <CenteredLoader label="Loading dashboard" />;
  if (graphs.isError) {
    return <QueryError error={graphs.error} onRetry={() => graphs.refetch()} />;
  }
  return <DashboardView graphs={graphs.data} />;
}
