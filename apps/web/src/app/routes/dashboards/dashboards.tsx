import { DashboardsPanel } from '../../../features/dashboards/components/dashboards-panel';

/** /dashboards — the user's dashboards, favourites first, with search and create. */
export function DashboardsRoute() {
  return <DashboardsPanel />;
}
