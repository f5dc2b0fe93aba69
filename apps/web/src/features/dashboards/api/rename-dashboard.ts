import { dashboardResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardListKeys } from '../../../api/get-dashboards';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import type { DashboardGraphs } from './get-graphs';
import { dashboardsKeys } from './keys';

export interface RenameDashboardInput {
  dashboardId: string;
  name: string;
}

/** Renames a dashboard (`update-dashboard` with a name only). */
export async function renameDashboard(input: RenameDashboardInput) {
  const path = `dashboard/update-dashboard/${encodeURIComponent(input.dashboardId)}`;
  const result = await api.put(path, { name: input.name }, dashboardResponseSchema);
  return result.data;
}

export const renameDashboardMutationOptions = () =>
  mutationOptions({ mutationFn: renameDashboard, meta: { silentError: true } });

export function useRenameDashboard(config: MutationConfig<typeof renameDashboard> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...renameDashboardMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [dashboard] = args;
      queryClient.setQueryData<DashboardGraphs>(dashboardsKeys.graphs(dashboard._id), (graphs) =>
        graphs ? { ...graphs, dashboard } : graphs,
      );
      void queryClient.invalidateQueries({ queryKey: dashboardListKeys.all });
      return config.onSuccess?.(...args);
    },
  });
}
