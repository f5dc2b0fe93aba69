import { Alert, Anchor, Box, Card, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { AppError, type EmbedDashboard, errorTable } from '@tabletalk/contracts';
import type { ReactNode } from 'react';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { useEmbedDashboard } from '../api/get-embed-dashboard';
import { DashboardGrid } from './dashboard-grid';

/** The one message of a refused embed: the server never says which check failed. */
export const EMBED_INVALID_MESSAGE = errorTable.EMBED_INVALID.message;

function PoweredBy() {
  return (
    <Text size="xs" c="dimmed" ta="center">
      Powered by{' '}
      <Anchor href="/" target="_blank" rel="noopener noreferrer" size="xs">
        Tabletalk
      </Anchor>
    </Text>
  );
}

function InvalidEmbed() {
  return (
    <Alert
      color="gray"
      icon={<IconLock size={18} />}
      role="alert"
      title="Cannot show this dashboard"
    >
      {EMBED_INVALID_MESSAGE}
    </Alert>
  );
}

function EmbedView({ view }: { view: EmbedDashboard }) {
  const { dashboard, items } = view;
  return (
    <Stack gap="sm">
      <Box>
        <Title order={1} fz="h3" style={{ overflowWrap: 'anywhere' }}>
          {dashboard.name}
        </Title>
        {dashboard.description ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {dashboard.description}
          </Text>
        ) : null}
      </Box>
      {items.length === 0 ? (
        <Card withBorder radius="md" padding="lg">
          <Text c="dimmed">This dashboard has no items yet.</Text>
        </Card>
      ) : (
        <DashboardGrid
          dashboardId={dashboard._id}
          items={items}
          canEdit={false}
          withMenus={false}
        />
      )}
    </Stack>
  );
}

/**
 * An embedded dashboard, as an `<iframe>` on another site shows it: read-only (no moves, no
 * refresh, no menus), opened by the token of its embed link and nothing else. Names and titles
 * are text, never HTML.
 */
export function EmbeddedDashboard({ dashboardId, token }: { dashboardId: string; token: string }) {
  const view = useEmbedDashboard(dashboardId, token);
  let body: ReactNode;
  if (!token) body = <InvalidEmbed />;
  else if (view.isPending) body = <CenteredLoader label="Loading dashboard" />;
  else if (view.isError) {
    const isRefused = view.error instanceof AppError && view.error.status < 500;
    body = isRefused ? (
      <InvalidEmbed />
    ) : (
      <QueryError error={view.error} onRetry={() => view.refetch()} />
    );
  } else body = <EmbedView view={view.data} />;
  return (
    <Box component="main" p="md">
      <Stack gap="md">
        {body}
        <PoweredBy />
      </Stack>
    </Box>
  );
}
