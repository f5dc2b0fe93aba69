import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { type Acknowledgement, acknowledgementSchema } from '../../../lib/schemas';
import { notificationsKeys } from './keys';

export function markAllNotificationsRead(): Promise<Acknowledgement> {
  return api.put('notifications/read-all', {}, acknowledgementSchema);
}

export const markAllNotificationsReadMutationOptions = () =>
  mutationOptions({ mutationFn: markAllNotificationsRead });

export function useMarkAllNotificationsRead(
  config: MutationConfig<typeof markAllNotificationsRead> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...markAllNotificationsReadMutationOptions(),
    ...config,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
      return config.onSettled?.(...args);
    },
  });
}
