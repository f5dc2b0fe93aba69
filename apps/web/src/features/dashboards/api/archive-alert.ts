import { type Alert, alertResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { alertKeys } from '../../../api/alert-keys';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** Archives an alert: it is no longer checked. */
export async function archiveAlert(alertId: string): Promise<Alert> {
  const path = `dashboard/alerts/archive/${encodeURIComponent(alertId)}`;
  const result = await api.post(path, {}, alertResponseSchema);
  return result.data;
}

export const archiveAlertMutationOptions = () =>
  mutationOptions({
    mutationFn: archiveAlert,
    meta: { errorFallback: 'Failed to archive the alert' },
  });

export function useArchiveAlert(config: MutationConfig<typeof archiveAlert> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...archiveAlertMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: alertKeys.all });
      return config.onSuccess?.(...args);
    },
  });
}
