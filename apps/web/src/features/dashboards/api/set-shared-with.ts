import type { DashboardShare } from '@tabletalk/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { DashboardGraphs } from './get-graphs';
import { dashboardsKeys } from './keys';

/** Puts the members a dashboard is shared with (a share or revoke's answer) on the open page. */
export function setSharedWith(
  queryClient: QueryClient,
  dashboardId: string,
  sharedWith: DashboardShare[],
): void {
  queryClient.setQueryData<DashboardGraphs>(dashboardsKeys.graphs(dashboardId), (graphs) =>
    graphs ? { ...graphs, dashboard: { ...graphs.dashboard, sharedWith } } : graphs,
  );
}
