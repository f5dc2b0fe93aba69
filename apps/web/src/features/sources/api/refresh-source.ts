import { sourceStatusResponseSchema } from '@tabletalk/contracts';
import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { useRebuildMutation } from './use-rebuild-mutation';

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
  return useRebuildMutation(refreshSourceMutationOptions(), config);
}
