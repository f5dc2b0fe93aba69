import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { PLAN_PAGE } from '../../components/plan-limit-alert';
import { RoomsPanel } from '../../features/rooms/components/rooms-panel';
import { useSources } from '../../features/sources/api/get-sources';
import { SourcesEmptyState } from '../../features/sources/components/sources-empty-state';
import { SourcesSummaryCard } from '../../features/sources/components/sources-summary-card';
import { useMe } from '../../features/users/api/get-me';
import { UsageCard } from '../../features/users/components/usage-card';
import { WelcomeHeader } from '../../features/users/components/welcome-header';
import { useCanManageSources } from './sources/use-can-manage-sources';

/** Landing page after sign-in: greeting, rooms, data sources (or how to add one), plan and usage. */
export function HomeRoute() {
  const me = useMe();
  const navigate = useNavigate();
  const sources = useSources();
  const canManage = useCanManageSources();
  if (!me.data) return null;
  return (
    <Stack gap="lg">
      <WelcomeHeader givenName={me.data.user.givenName} />
      {/* With no source at all, the empty state below is the way in; rooms come after. */}
      {sources.data?.length === 0 ? null : <RoomsPanel />}
      {sources.isPending ? <CenteredLoader label="Loading data sources" /> : null}
      {sources.data && sources.data.length > 0 ? (
        <SourcesSummaryCard sources={sources.data} />
      ) : null}
      {/* A failed list still shows the way in: adding a source does not need it. */}
      {sources.data?.length === 0 || sources.isError ? (
        <SourcesEmptyState
          title="Start with your data"
          description="Rooms are where you ask questions of a data source. Add one first: upload a CSV or Excel file, connect a database, or try the sample sales data."
          canManage={canManage}
          onSampleAdded={(id) => navigate(`/sources/${id}`)}
        />
      ) : null}
      <UsageCard usage={me.data.serviceUsage} plansLink={PLAN_PAGE} />
    </Stack>
  );
}
