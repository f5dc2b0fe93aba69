import { sourceStatusResponseSchema } from '@tabletalk/contracts';
import { mutationOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { useRebuildMutation } from './use-rebuild-mutation';

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
  return useRebuildMutation(buildKnowledgeMutationOptions(), config);
}
