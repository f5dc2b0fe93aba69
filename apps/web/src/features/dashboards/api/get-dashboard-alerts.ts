import { type Alert, alertsResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { alertKeys } from '../../../api/alert-keys';
import { api } from '../../../lib/api';

/** A dashboard's alerts, active ones first, with their last state and value. */
export async function getDashboardAlerts(dashboardId: string): Promise<Alert[]> {
  const path = `dashboard/alerts/get-by-dashboard/${encodeURIComponent(dashboardId)}`;
  const result = await api.get(path, alertsResponseSchema);
  return result.data;
}

export const getDashboardAlertsQueryOptions = (dashboardId: string) =>
  queryOptions({
    queryKey: alertKeys.byDashboard(dashboardId),
    queryFn: () => getDashboardAlerts(dashboardId),
  });

/** The dashboard's alerts; asked only while `enabled` (the alerts panel is open). */
export function useDashboardAlerts(dashboardId: string, enabled: boolean) {
  return useQuery({ ...getDashboardAlertsQueryOptions(dashboardId), enabled });
}
