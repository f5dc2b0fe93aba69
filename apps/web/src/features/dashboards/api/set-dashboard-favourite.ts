import { dashboardResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardListKeys } from '../../../api/get-dashboards';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

export interface SetDashboardFavouriteInput {
  dashboardId: string;
  favourite: boolean;
}

/** Stars or unstars a dashboard for the user; favourites come first in the list. */
export async function setDashboardFavourite(input: SetDashboardFavouriteInput) {
  const path = `dashboard/favorite/${encodeURIComponent(input.dashboardId)}`;
  const result = await api.put(path, { favourite: input.favourite }, dashboardResponseSchema);
  return result.data;
}

export const setDashboardFavouriteMutationOptions = () =>
  mutationOptions({
    mutationFn: setDashboardFavourite,
    meta: { errorFallback: 'Failed to change the star' },
  });

export function useSetDashboardFavourite(
  config: MutationConfig<typeof setDashboardFavourite> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setDashboardFavouriteMutationOptions(),
    ...config,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: dashboardListKeys.all });
      return config.onSettled?.(...args);
    },
  });
}
