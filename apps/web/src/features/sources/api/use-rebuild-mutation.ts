import type { SourceInfo } from '@tabletalk/contracts';
import { type UseMutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { rebuildWatch } from '../utils/rebuild-watch';
import { invalidateSources } from './invalidate';
import { sourcesKeys } from './keys';

/**
 * A mutation that starts rebuilding a source (knowledge build, refresh): on success it remembers
 * the source as it was, so the page can watch for the rebuild to land, and refetches sources.
 */
export function useRebuildMutation<TData>(
  options: UseMutationOptions<TData, Error, string>,
  config: Omit<UseMutationOptions<TData, Error, string>, 'mutationFn'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    ...config,
    onSuccess: (...args) => {
      const id = args[1];
      const before = queryClient.getQueryData<SourceInfo>(sourcesKeys.info(id));
      if (before) rebuildWatch.start(id, before);
      invalidateSources(queryClient, id);
      return config.onSuccess?.(...args);
    },
  });
}
