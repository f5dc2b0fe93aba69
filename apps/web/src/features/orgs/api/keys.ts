/** Query keys of the orgs feature. */
export const orgsKeys = {
  all: ['orgs'] as const,
  list: () => [...orgsKeys.all, 'list'] as const,
};
