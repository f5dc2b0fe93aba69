import { type Alert, alertResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { alertKeys } from '../../../api/alert-keys';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

/** Checks an alert now and answers it with its new state (a change of state notifies). */
export async function checkAlert(alertId: string): Promise<Alert> {
  const path = `dashboard/alerts/refresh/${encodeURIComponent(alertId)}`;
  const result = await api.post(path, {}, alertResponseSchema);
  return result.data;
}

export const checkAlertMutationOptions = () =>
  mutationOptions({ mutationFn: checkAlert, meta: { errorFallback: 'Failed to check the alert' } });

export function useCheckAlert(config: MutationConfig<typeof checkAlert> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...checkAlertMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: alertKeys.all });
      return config.onSuccess?.(...args);
    },
  });
}
