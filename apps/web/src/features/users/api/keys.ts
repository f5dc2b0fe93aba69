/** Query keys of the users feature. */
export const usersKeys = {
  all: ['users'] as const,
  me: () => [...usersKeys.all, 'me'] as const,
  profile: () => [...usersKeys.all, 'profile'] as const,
};
