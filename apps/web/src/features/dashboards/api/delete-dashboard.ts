import { messageResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardListKeys } from '../../../api/get-dashboards';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { dashboardsKeys } from './keys';

/** Deletes a dashboard with its items (and its refresh schedule). */
export async function deleteDashboard(dashboardId: string): Promise<void> {
  await api.delete(
    `dashboard/delete-dashboard/${encodeURIComponent(dashboardId)}`,
    messageResponseSchema,
  );
}

export const deleteDashboardMutationOptions = () =>
  mutationOptions({
    mutationFn: deleteDashboard,
    meta: { errorFallback: 'Failed to delete the dashboard' },
  });

export function useDeleteDashboard(config: MutationConfig<typeof deleteDashboard> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteDashboardMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [, dashboardId] = args;
      queryClient.removeQueries({ queryKey: dashboardsKeys.graphs(dashboardId) });
      void queryClient.invalidateQueries({ queryKey: dashboardListKeys.all });
      return config.onSuccess?.(...args);
    },
  });
}
