import { Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconLayoutDashboard, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDashboards } from '../../../api/get-dashboards';
import { CenteredLoader } from '../../../components/centered-loader';
import { QueryError } from '../../../components/query-error';
import { SEARCH_DEBOUNCE_MS } from '../../../lib/constants';
import { orderDashboards } from '../utils/order';
import { CreateDashboardForm } from './create-dashboard-form';
import { DashboardListItem } from './dashboard-list-item';

function EmptyDashboards({ isSearch }: { isSearch: boolean }) {
  return (
    <Stack align="center" gap={4} py="lg" data-testid="dashboards-empty">
      <IconLayoutDashboard size={28} aria-hidden />
      <Text fw={600}>{isSearch ? 'No dashboard matches' : 'No dashboards yet'}</Text>
      <Text size="sm" c="dimmed" ta="center" maw={460}>
        {isSearch
          ? 'Try another name, or clear the search.'
          : 'Create one here, or open a room and use "Add to dashboard" under an answer to pin it as a widget, graph or table.'}
      </Text>
    </Stack>
  );
}

/** The user's dashboards, favourites first, with a search, a create box and delete. */
export function DashboardsPanel() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const dashboards = useDashboards(debounced);
  const list = orderDashboards(dashboards.data ?? []);
  return (
    <Card withBorder radius="md" padding="lg" aria-label="Dashboards" component="section">
      <Stack gap="md">
        <Title order={2} fz="h4">
          Dashboards
        </Title>
        <CreateDashboardForm onCreated={(dashboard) => navigate(`/dashboards/${dashboard._id}`)} />
        <TextInput
          aria-label="Search dashboards"
          placeholder="Search dashboards"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
        {dashboards.isPending ? <CenteredLoader label="Loading dashboards" /> : null}
        {dashboards.isError ? (
          <QueryError error={dashboards.error} onRetry={() => dashboards.refetch()} />
        ) : null}
        {dashboards.data && list.length === 0 ? (
          <EmptyDashboards isSearch={debounced.trim() !== ''} />
        ) : null}
        {list.length > 0 ? (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {list.map((dashboard) => (
              <DashboardListItem key={dashboard._id} dashboard={dashboard} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
