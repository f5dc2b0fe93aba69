import { type SourceInfo, sourceStatusResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { rebuildWatch } from '../utils/rebuild-watch';
import { invalidateSources } from './invalidate';
import { sourcesKeys } from './keys';

type SourceStatusResponse = z.infer<typeof sourceStatusResponseSchema>;

/** Reloads a source (and rebuilds its knowledge); it goes PENDING, then ACTIVE or FAILED. */
export function refreshSource(id: string): Promise<SourceStatusResponse> {
  const path = `dashboard/db/refresh-database/${encodeURIComponent(id)}`;
  return api.put(path, {}, sourceStatusResponseSchema);
}

export const refreshSourceMutationOptions = () =>
  mutationOptions({
    mutationFn: refreshSource,
    meta: { errorFallback: 'Failed to refresh source' },
  });

export function useRefreshSource(config: MutationConfig<typeof refreshSource> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...refreshSourceMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const before = queryClient.getQueryData<SourceInfo>(sourcesKeys.info(args[1]));
      if (before) rebuildWatch.start(args[1], before);
      invalidateSources(queryClient, args[1]);
      return config.onSuccess?.(...args);
    },
  });
}
