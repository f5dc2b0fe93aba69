import { AppError } from '@tabletalk/contracts';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from '../components/notify';
import { hasCode } from '../lib/errors';

/** Client errors (4xx) will not change on retry; network and server failures might. */
function shouldRetry(failureCount: number, error: Error): boolean {
  const isClientError = error instanceof AppError && error.status < 500;
  return !isClientError && failureCount < 2;
}

/**
 * The one QueryClient. Mutations report failures as toasts here (the API client never does);
 * queries show errors where their data would be, except those that concern the whole app.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
  queryCache: new QueryCache({
    onError: (error) => {
      if (hasCode(error, 'ORG_SUSPENDED') || hasCode(error, 'RATE_LIMITED')) notifyError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.silentError) return;
      notifyError(error, mutation.meta?.errorFallback);
    },
  }),
});
