import {
  type CreateDashboardRequest,
  type Dashboard,
  dashboardResponseSchema,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import type { MutationConfig } from '../lib/react-query';
import { dashboardListKeys } from './get-dashboards';

/**
 * Creates a saved dashboard (PRIVATE unless said otherwise): from the dashboards list and from a
 * room's "Add to dashboard" menu.
 */
export async function createDashboard(input: Partial<CreateDashboardRequest> & { name: string }) {
  const result = await api.post('dashboard/create', input, dashboardResponseSchema);
  return result.data;
}

export const createDashboardMutationOptions = () =>
  mutationOptions({
    mutationFn: createDashboard,
    meta: { errorFallback: 'Failed to create the dashboard' },
  });

export function useCreateDashboard(config: MutationConfig<typeof createDashboard> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createDashboardMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: dashboardListKeys.all });
      return config.onSuccess?.(...args);
    },
  });
}

export type { Dashboard };
