import { type AddSourceResponse, addSourceResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { invalidateSources } from './invalidate';

/** Adds the sample sales data as a source; it loads in the background like an upload. */
export function setSampleSource(): Promise<AddSourceResponse> {
  return api.post('db/set-sample', {}, addSourceResponseSchema);
}

export const setSampleSourceMutationOptions = () =>
  mutationOptions({
    mutationFn: setSampleSource,
    meta: { errorFallback: 'Failed to add the sample data' },
  });

export function useSetSampleSource(config: MutationConfig<typeof setSampleSource> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setSampleSourceMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      invalidateSources(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
