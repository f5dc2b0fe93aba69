import { type SourceInfo, sourceStatusResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { rebuildWatch } from '../utils/rebuild-watch';
import { invalidateSources } from './invalidate';
import { sourcesKeys } from './keys';

type SourceStatusResponse = z.infer<typeof sourceStatusResponseSchema>;

/** Builds (or rebuilds) a source's knowledge: its semantic model. */
export function buildKnowledge(id: string): Promise<SourceStatusResponse> {
  return api.post('db/build-knowledge', { id }, sourceStatusResponseSchema);
}

export const buildKnowledgeMutationOptions = () =>
  mutationOptions({
    mutationFn: buildKnowledge,
    meta: { errorFallback: 'Failed to build knowledge' },
  });

export function useBuildKnowledge(config: MutationConfig<typeof buildKnowledge> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...buildKnowledgeMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const before = queryClient.getQueryData<SourceInfo>(sourcesKeys.info(args[1]));
      if (before) rebuildWatch.start(args[1], before);
      invalidateSources(queryClient, args[1]);
      return config.onSuccess?.(...args);
    },
  });
}
