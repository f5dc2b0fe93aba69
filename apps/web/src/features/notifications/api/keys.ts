/** Query keys of the notifications feature. */
export const notificationsKeys = {
  all: ['notifications'] as const,
  list: (page: number) => [...notificationsKeys.all, 'list', page] as const,
};
