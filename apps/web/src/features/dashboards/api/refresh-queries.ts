import { refreshQueriesResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import type { DashboardGraphs } from './get-graphs';
import { dashboardsKeys } from './keys';

export type RefreshSummary = z.infer<typeof refreshQueriesResponseSchema>['data'];

/** Re-runs every item of a dashboard; unchanged sources answer from the cache. */
export async function refreshQueries(dashboardId: string): Promise<RefreshSummary> {
  const path = `dashboard/refresh-queries/${encodeURIComponent(dashboardId)}`;
  const result = await api.put(path, {}, refreshQueriesResponseSchema);
  return result.data;
}

export const refreshQueriesMutationOptions = () =>
  mutationOptions({
    mutationFn: refreshQueries,
    meta: { errorFallback: 'Failed to refresh the dashboard' },
  });

export function useRefreshQueries(config: MutationConfig<typeof refreshQueries> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshQueriesMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [summary, dashboardId] = args;
      queryClient.setQueryData<DashboardGraphs>(dashboardsKeys.graphs(dashboardId), (graphs) =>
        graphs ? { ...graphs, items: summary.items } : graphs,
      );
      return config.onSuccess?.(...args);
    },
  });
}
