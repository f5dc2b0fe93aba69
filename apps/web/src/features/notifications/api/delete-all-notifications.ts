import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { type Acknowledgement, acknowledgementSchema } from '../../../lib/schemas';
import { notificationsKeys } from './keys';

export function deleteAllNotifications(): Promise<Acknowledgement> {
  return api.delete('delete-user-notifications', acknowledgementSchema);
}

export const deleteAllNotificationsMutationOptions = () =>
  mutationOptions({ mutationFn: deleteAllNotifications });

export function useDeleteAllNotifications(
  config: MutationConfig<typeof deleteAllNotifications> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteAllNotificationsMutationOptions(),
    ...config,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
      return config.onSettled?.(...args);
    },
  });
}
