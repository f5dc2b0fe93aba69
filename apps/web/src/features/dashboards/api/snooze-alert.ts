import { type Alert, alertResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { alertKeys } from '../../../api/alert-keys';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

export interface SnoozeAlertInput {
  alertId: string;
  /** 0 ends a snooze. */
  minutes: number;
}

/** Snoozes an alert: still checked, but no one is notified until it ends. */
export async function snoozeAlert({ alertId, minutes }: SnoozeAlertInput): Promise<Alert> {
  const path = `dashboard/alerts/snooze/${encodeURIComponent(alertId)}`;
  const result = await api.post(path, { minutes }, alertResponseSchema);
  return result.data;
}

export const snoozeAlertMutationOptions = () =>
  mutationOptions({
    mutationFn: snoozeAlert,
    meta: { errorFallback: 'Failed to snooze the alert' },
  });

export function useSnoozeAlert(config: MutationConfig<typeof snoozeAlert> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...snoozeAlertMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: alertKeys.all });
      return config.onSuccess?.(...args);
    },
  });
}
