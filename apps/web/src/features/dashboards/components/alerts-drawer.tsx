import { Button, Drawer, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { useDashboardAlerts } from '../api/get-dashboard-alerts';
import { AlertRow } from './alert-row';

function AlertsList({ dashboardId }: { dashboardId: string }) {
  const alerts = useDashboardAlerts(dashboardId, true);
  if (alerts.isPending) return <CenteredLoader label="Loading alerts" />;
  if (alerts.isError) return <QueryError error={alerts.error} onRetry={() => alerts.refetch()} />;
  if (alerts.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No alerts yet. Use "Create alert…" in a widget's menu to be told when its value crosses a
        threshold, changes sharply or leaves its usual range.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {alerts.data.map((alert) => (
        <AlertRow key={alert._id} alert={alert} />
      ))}
    </Stack>
  );
}

/** The dashboard's "Alerts" button and the drawer listing its alerts (loaded when it opens). */
export function AlertsDrawer({ dashboardId }: { dashboardId: string }) {
  const [opened, drawer] = useDisclosure(false);
  return (
    <>
      <Button variant="default" leftSection={<IconBell size={16} />} onClick={drawer.open}>
        Alerts
      </Button>
      <Drawer opened={opened} onClose={drawer.close} title="Alerts" position="right" size="lg">
        {opened ? <AlertsList dashboardId={dashboardId} /> : null}
      </Drawer>
    </>
  );
}
