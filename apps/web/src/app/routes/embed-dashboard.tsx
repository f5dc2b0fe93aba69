import { useParams, useSearchParams } from 'react-router';
import { EmbeddedDashboard } from '../../features/dashboards/components/embedded-dashboard';

/**
 * /embed/dashboards/:id?token=… — a dashboard inside another site's `<iframe>`. Outside the
 * signed-in shell: it never redirects to sign-in nor asks who is signed in; the token is all it
 * sends.
 */
export function EmbedDashboardRoute() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  return <EmbeddedDashboard key={id} dashboardId={id} token={search.get('token') ?? ''} />;
}
