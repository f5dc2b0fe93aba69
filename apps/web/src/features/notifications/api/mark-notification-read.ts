import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { type Acknowledgement, acknowledgementSchema } from '../../../lib/schemas';
import { notificationsKeys } from './keys';

/** Marks one notification read: the server adds the user to its readBy list. */
export function markNotificationRead(input: {
  id: string;
  userId: string;
}): Promise<Acknowledgement> {
  return api.put(
    `markNotificationAsRead/${encodeURIComponent(input.id)}`,
    { userId: input.userId },
    acknowledgementSchema,
  );
}

export const markNotificationReadMutationOptions = () =>
  mutationOptions({ mutationFn: markNotificationRead });

export function useMarkNotificationRead(config: MutationConfig<typeof markNotificationRead> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...markNotificationReadMutationOptions(),
    ...config,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: notificationsKeys.all });
      return config.onSettled?.(...args);
    },
  });
}
