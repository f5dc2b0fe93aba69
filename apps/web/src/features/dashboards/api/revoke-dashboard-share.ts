import { type DashboardShare, dashboardSharesResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { setSharedWith } from './set-shared-with';

export interface RevokeDashboardShareInput {
  dashboardId: string;
  userIds: string[];
}

/** Stops sharing a dashboard with members; answers the members it is still shared with. */
export async function revokeDashboardShare(
  input: RevokeDashboardShareInput,
): Promise<DashboardShare[]> {
  const path = `dashboard/share/${encodeURIComponent(input.dashboardId)}`;
  const result = await api.delete(path, dashboardSharesResponseSchema, {
    body: { userIds: input.userIds },
  });
  return result.data;
}

export const revokeDashboardShareMutationOptions = () =>
  mutationOptions({
    mutationFn: revokeDashboardShare,
    meta: { errorFallback: 'Failed to stop sharing the dashboard' },
  });

export function useRevokeDashboardShare(config: MutationConfig<typeof revokeDashboardShare> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...revokeDashboardShareMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [shares, input] = args;
      setSharedWith(queryClient, input.dashboardId, shares);
      return config.onSuccess?.(...args);
    },
  });
}
