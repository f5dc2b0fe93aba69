import { messageResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { alertKeys } from '../../../api/alert-keys';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** Deletes an alert for good, with its history. */
export async function deleteAlert(alertId: string): Promise<void> {
  await api.delete(
    `dashboard/alerts/hard-delete/${encodeURIComponent(alertId)}`,
    messageResponseSchema,
  );
}

export const deleteAlertMutationOptions = () =>
  mutationOptions({
    mutationFn: deleteAlert,
    meta: { errorFallback: 'Failed to delete the alert' },
  });

export function useDeleteAlert(config: MutationConfig<typeof deleteAlert> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteAlertMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: alertKeys.all });
      return config.onSuccess?.(...args);
    },
  });
}
