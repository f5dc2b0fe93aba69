import { type NotificationsResponse, notificationsResponseSchema } from '@tabletalk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { NOTIFICATION_POLL_MS } from '../../../lib/constants';
import type { QueryConfig } from '../../../lib/react-query';
import { notificationsKeys } from './keys';

/** One page of the user's notifications with the unread count. */
export function getNotifications(page: number): Promise<NotificationsResponse> {
  return api.get('getUserNotifications', notificationsResponseSchema, { query: { page } });
}

export const getNotificationsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: notificationsKeys.list(page),
    queryFn: () => getNotifications(page),
    placeholderData: keepPreviousData,
  });

/** Polls every 30 s so the bell's count stays current without a push channel. */
export function useNotifications(
  page = 1,
  config: QueryConfig<typeof getNotificationsQueryOptions> = {},
) {
  return useQuery({
    ...getNotificationsQueryOptions(page),
    refetchInterval: NOTIFICATION_POLL_MS,
    ...config,
  });
}
