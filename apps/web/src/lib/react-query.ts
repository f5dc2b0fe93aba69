import type { UseMutationOptions, UseQueryOptions } from '@tanstack/react-query';

// biome-ignore lint/suspicious/noExplicitAny: matches any fetcher signature, as TanStack's own types do.
type AnyFn = (...args: any[]) => any;

/** Extra options a feature hook accepts on top of its `xQueryOptions`. */
export type QueryConfig<T extends AnyFn> = Omit<ReturnType<T>, 'queryKey' | 'queryFn'> &
  Partial<Pick<UseQueryOptions, 'enabled' | 'refetchInterval'>>;

/** Extra options a feature mutation hook accepts (callbacks, meta). */
export type MutationConfig<F extends AnyFn> = Omit<
  UseMutationOptions<Awaited<ReturnType<F>>, Error, Parameters<F>[0]>,
  'mutationFn'
>;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** Shown instead of a generic text when the server gives no specific message. */
      errorFallback?: string;
      /** The screen shows this error itself. */
      silentError?: boolean;
    };
  }
}
