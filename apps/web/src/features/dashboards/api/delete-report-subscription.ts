import { messageResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { dashboardsKeys } from './keys';

/** Stops the dashboard's emailed report. */
export async function deleteReportSubscription(dashboardId: string): Promise<void> {
  await api.delete(
    `dashboard/subscriptions/${encodeURIComponent(dashboardId)}`,
    messageResponseSchema,
  );
}

export const deleteReportSubscriptionMutationOptions = () =>
  mutationOptions({
    mutationFn: deleteReportSubscription,
    meta: { errorFallback: 'Failed to remove the email report' },
  });

export function useDeleteReportSubscription(
  config: MutationConfig<typeof deleteReportSubscription> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteReportSubscriptionMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [, dashboardId] = args;
      queryClient.setQueryData(dashboardsKeys.report(dashboardId), null);
      return config.onSuccess?.(...args);
    },
  });
}
