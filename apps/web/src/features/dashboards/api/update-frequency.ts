import { dashboardResponseSchema, type ScheduleFrequency } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import type { DashboardGraphs } from './get-graphs';
import { dashboardsKeys } from './keys';

export interface UpdateFrequencyInput {
  dashboardId: string;
  frequency: ScheduleFrequency;
}

/** Sets how often the dashboard refreshes itself: off, hourly, daily or weekly. */
export async function updateFrequency(input: UpdateFrequencyInput) {
  const path = `dashboard/update-dashboard-frequency/${encodeURIComponent(input.dashboardId)}`;
  const result = await api.put(path, { frequency: input.frequency }, dashboardResponseSchema);
  return result.data;
}

export const updateFrequencyMutationOptions = () =>
  mutationOptions({
    mutationFn: updateFrequency,
    meta: { errorFallback: 'Failed to save the refresh schedule' },
  });

export function useUpdateFrequency(config: MutationConfig<typeof updateFrequency> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateFrequencyMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [dashboard] = args;
      queryClient.setQueryData<DashboardGraphs>(dashboardsKeys.graphs(dashboard._id), (graphs) =>
        graphs ? { ...graphs, dashboard } : graphs,
      );
      return config.onSuccess?.(...args);
    },
  });
}
