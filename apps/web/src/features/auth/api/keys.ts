/** Query keys of the auth feature. */
export const authKeys = {
  all: ['auth'] as const,
  config: () => [...authKeys.all, 'config'] as const,
  me: () => [...authKeys.all, 'me'] as const,
  signupStatus: (signupId: string) => [...authKeys.all, 'signup-status', signupId] as const,
  aiModels: () => [...authKeys.all, 'ai-models'] as const,
};
