import { type Alert, alertResponseSchema, type CreateAlertRequest } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import type { MutationConfig } from '../lib/react-query';
import { alertKeys } from './alert-keys';

/** Creates an alert on a dashboard widget's or a room answer's value: from both of them. */
export async function createAlert(input: CreateAlertRequest): Promise<Alert> {
  const result = await api.post('dashboard/alerts/create', input, alertResponseSchema);
  return result.data;
}

export const createAlertMutationOptions = () =>
  mutationOptions({
    mutationFn: createAlert,
    meta: { errorFallback: 'Failed to create the alert', silentError: true },
  });

export function useCreateAlert(config: MutationConfig<typeof createAlert> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createAlertMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: alertKeys.all });
      return config.onSuccess?.(...args);
    },
  });
}
