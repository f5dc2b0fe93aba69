import { type Alert, alertResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { alertKeys } from '../../../api/alert-keys';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** Unarchives an alert: it is checked again at its frequency. */
export async function unarchiveAlert(alertId: string): Promise<Alert> {
  const path = `dashboard/alerts/unarchive/${encodeURIComponent(alertId)}`;
  const result = await api.post(path, {}, alertResponseSchema);
  return result.data;
}

export const unarchiveAlertMutationOptions = () =>
  mutationOptions({
    mutationFn: unarchiveAlert,
    meta: { errorFallback: 'Failed to unarchive the alert' },
  });

export function useUnarchiveAlert(config: MutationConfig<typeof unarchiveAlert> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...unarchiveAlertMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: alertKeys.all });
      return config.onSuccess?.(...args);
    },
  });
}
