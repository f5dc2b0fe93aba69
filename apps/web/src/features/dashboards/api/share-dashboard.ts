import { type DashboardShare, dashboardSharesResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { setSharedWith } from './set-shared-with';

export interface ShareDashboardInput {
  dashboardId: string;
  userIds: string[];
}

/** Shares a dashboard with members; answers the members it is shared with. */
export async function shareDashboard(input: ShareDashboardInput): Promise<DashboardShare[]> {
  const path = `dashboard/share/${encodeURIComponent(input.dashboardId)}`;
  const result = await api.post(path, { userIds: input.userIds }, dashboardSharesResponseSchema);
  return result.data;
}

export const shareDashboardMutationOptions = () =>
  mutationOptions({
    mutationFn: shareDashboard,
    meta: { errorFallback: 'Failed to share the dashboard' },
  });

export function useShareDashboard(config: MutationConfig<typeof shareDashboard> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...shareDashboardMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [shares, input] = args;
      setSharedWith(queryClient, input.dashboardId, shares);
      return config.onSuccess?.(...args);
    },
  });
}
