import { Navigate, useParams } from 'react-router';
import { DashboardScreen } from '../../../features/dashboards/components/dashboard-screen';

/** /dashboards/:id — one dashboard: its items on a grid, refresh and schedule. */
export function DashboardRoute() {
  const { id } = useParams();
  if (!id) return <Navigate to="/dashboards" replace />;
  return <DashboardScreen key={id} dashboardId={id} />;
}
