import { dashboardGraphsResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { dashboardsKeys } from './keys';

/** An opened dashboard: it and its items with their last results. */
export type DashboardGraphs = z.infer<typeof dashboardGraphsResponseSchema>['data'];

/** Opens a dashboard (it becomes the user's session dashboard). */
export async function getGraphs(dashboardId: string): Promise<DashboardGraphs> {
  const result = await api.post(
    'dashboard/get-graphs',
    { dashboardId },
    dashboardGraphsResponseSchema,
  );
  return result.data;
}

export const getGraphsQueryOptions = (dashboardId: string) =>
  queryOptions({
    queryKey: dashboardsKeys.graphs(dashboardId),
    queryFn: () => getGraphs(dashboardId),
  });

export function useDashboardGraphs(dashboardId: string) {
  return useQuery(getGraphsQueryOptions(dashboardId));
}
