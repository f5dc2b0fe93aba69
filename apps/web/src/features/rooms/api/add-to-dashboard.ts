import {
  type AddConversationToDashboardRequest,
  dashboardItemResponseSchema,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardListKeys } from '../../../api/get-dashboards';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** Pins a room's answer to a dashboard as a widget, graph or table. */
export async function addToDashboard(request: AddConversationToDashboardRequest) {
  const result = await api.post(
    'dashboard/db/add-conversation-to-dashboard',
    request,
    dashboardItemResponseSchema,
  );
  return result.data;
}

// The menu shows the server's refusal itself, beside the choice that caused it.
export const addToDashboardMutationOptions = () =>
  mutationOptions({ mutationFn: addToDashboard, meta: { silentError: true } });

export function useAddToDashboard(config: MutationConfig<typeof addToDashboard> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...addToDashboardMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      // The list counts each dashboard's items.
      void queryClient.invalidateQueries({ queryKey: dashboardListKeys.all });
      return config.onSuccess?.(...args);
    },
  });
}
