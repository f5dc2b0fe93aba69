import { AppShell, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { CenteredLoader } from '../../components/centered-loader';
import { PLAN_PAGE } from '../../components/plan-limit-alert';
import { QueryError } from '../../components/query-error';
import { TrialBanner } from '../../features/billing/components/trial-banner';
import { useMe } from '../../features/users/api/get-me';
import { hasCode } from '../../lib/errors';
import { useFreeTrialClaim } from '../hooks/use-free-trial-claim';
import { useRouteChange } from '../hooks/use-route-change';
import { useScopeSync } from '../hooks/use-scope-sync';
import { AppHeader } from './app-header';
import { DrawerNav } from './main-nav';
import { ScopeSwitcher } from './scope-switcher';
import { SuspendedNotice } from './suspended-notice';

/**
 * The signed-in frame: header (with the phone drawer), then the page once users/me answered: the
 * matched route, or `children` for a page outside the route table (Page not found).
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const me = useMe();
  const [isNavOpen, nav] = useDisclosure(false);
  const { pathname } = useLocation();
  useScopeSync(me.data, me.error);
  useFreeTrialClaim();
  // Following a link in the drawer lands on the page, not on the still-open drawer.
  useRouteChange(nav.close);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 280, breakpoint: 'md', collapsed: { mobile: !isNavOpen, desktop: true } }}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader me={me.data} isNavOpen={isNavOpen} onToggleNav={nav.toggle} />
      </AppShell.Header>
      <AppShell.Navbar p="md" hiddenFrom="md">
        {/* Only while open: closed, its links would double the header's for every reader. */}
        {isNavOpen ? <DrawerNav orgSwitcher={<ScopeSwitcher me={me.data} isFullWidth />} /> : null}
      </AppShell.Navbar>
      <AppShell.Main bg="gray.0">
        <Container size="lg" py="md" px={{ base: 0, sm: 'md' }}>
          {/* While the Pro trial runs; the plans page needs no link to itself. */}
          <TrialBanner
            subscription={me.data?.subscription}
            plansLink={pathname === PLAN_PAGE ? undefined : PLAN_PAGE}
            mb="md"
          />
          <ShellBody
            isPending={me.isPending}
            error={me.data ? null : me.error}
            onRetry={() => me.refetch()}
          >
            {children ?? <Outlet />}
          </ShellBody>
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

interface ShellBodyProps {
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  children: ReactNode;
}

function ShellBody({ isPending, error, onRetry, children }: ShellBodyProps) {
  if (hasCode(error, 'ORG_SUSPENDED')) return <SuspendedNotice />;
  if (error) return <QueryError error={error} onRetry={onRetry} />;
  if (isPending) return <CenteredLoader label="Loading your workspace" />;
  return children;
}
