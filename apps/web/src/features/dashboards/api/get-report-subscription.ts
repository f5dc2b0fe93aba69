import { type ReportSubscription, reportSubscriptionResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { dashboardsKeys } from './keys';

/** `dashboard/subscriptions/{id}`: the dashboard's emailed report, or null when it has none. */
export async function getReportSubscription(
  dashboardId: string,
): Promise<ReportSubscription | null> {
  const path = `dashboard/subscriptions/${encodeURIComponent(dashboardId)}`;
  const result = await api.get(path, reportSubscriptionResponseSchema);
  return result.data;
}

export const getReportSubscriptionQueryOptions = (dashboardId: string) =>
  queryOptions({
    queryKey: dashboardsKeys.report(dashboardId),
    queryFn: () => getReportSubscription(dashboardId),
  });

export function useReportSubscription(dashboardId: string) {
  return useQuery(getReportSubscriptionQueryOptions(dashboardId));
}
