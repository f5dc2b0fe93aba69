import { AppShell, Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { QueryError } from '../../components/query-error';
import { useMe } from '../../features/users/api/get-me';
import { hasCode } from '../../lib/errors';
import { useFreeTrialClaim } from '../hooks/use-free-trial-claim';
import { useScopeSync } from '../hooks/use-scope-sync';
import { AppHeader } from './app-header';
import { SuspendedNotice } from './suspended-notice';

/** The signed-in frame: header, then the page once users/me has answered. */
export function AppLayout() {
  const me = useMe();
  useScopeSync(me.data, me.error);
  useFreeTrialClaim();

  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <AppHeader me={me.data} />
      </AppShell.Header>
      <AppShell.Main bg="gray.0">
        <Container size="lg" py="md">
          <ShellBody
            isPending={me.isPending}
            error={me.data ? null : me.error}
            onRetry={() => me.refetch()}
          />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

interface ShellBodyProps {
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
}

function ShellBody({ isPending, error, onRetry }: ShellBodyProps) {
  if (hasCode(error, 'ORG_SUSPENDED')) return <SuspendedNotice />;
  if (error) return <QueryError error={error} onRetry={onRetry} />;
  if (isPending) return <CenteredLoader label="Loading your workspace" />;
  return <Outlet />;
}
