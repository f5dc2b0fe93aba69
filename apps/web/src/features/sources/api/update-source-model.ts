import { type SemanticModelEdits, sourceModelResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { invalidateSources } from './invalidate';

export interface UpdateSourceModelInput {
  sourceId: string;
  edits: SemanticModelEdits;
}

/**
 * Saves the Enrich screen's edits (labels, synonyms, descriptions, roles, hidden columns) as a
 * new version of the knowledge; answers that version.
 */
export async function updateSourceModel(input: UpdateSourceModelInput): Promise<number> {
  const path = `db/source-model/${encodeURIComponent(input.sourceId)}`;
  const result = await api.put(path, input.edits, sourceModelResponseSchema);
  return result.data.modelVersion;
}

export const updateSourceModelMutationOptions = () =>
  mutationOptions({
    mutationFn: updateSourceModel,
    meta: { errorFallback: 'Failed to save the changes' },
  });

export function useUpdateSourceModel(config: MutationConfig<typeof updateSourceModel> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateSourceModelMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      invalidateSources(queryClient, args[1].sourceId);
      return config.onSuccess?.(...args);
    },
  });
}
