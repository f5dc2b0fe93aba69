import { dashboardItemsResponseSchema, type UpdateLayoutRequest } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import type { DashboardGraphs } from './get-graphs';
import { dashboardsKeys } from './keys';

export interface UpdateLayoutInput {
  dashboardId: string;
  layout: UpdateLayoutRequest['layout'];
}

/** Saves where the items sit on the 12-column grid. */
export async function updateLayout(input: UpdateLayoutInput) {
  const path = `dashboard/update-layout/${encodeURIComponent(input.dashboardId)}`;
  const result = await api.put(path, { layout: input.layout }, dashboardItemsResponseSchema);
  return result.data;
}

export const updateLayoutMutationOptions = () =>
  mutationOptions({
    mutationFn: updateLayout,
    meta: { errorFallback: 'Failed to save the layout' },
  });

export function useUpdateLayout(config: MutationConfig<typeof updateLayout> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateLayoutMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [items, input] = args;
      queryClient.setQueryData<DashboardGraphs>(
        dashboardsKeys.graphs(input.dashboardId),
        (graphs) => (graphs ? { ...graphs, items } : graphs),
      );
      return config.onSuccess?.(...args);
    },
  });
}
