import type { SemanticModelEdits } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { invalidateSources } from './invalidate';

// The server answers the new model version; its exact envelope is not pinned down yet.
const updateModelResponseSchema = z
  .object({
    message: z.string().optional(),
    modelVersion: z.number().optional(),
    version: z.number().optional(),
  })
  .loose();
export type UpdateModelResponse = z.infer<typeof updateModelResponseSchema>;

export interface UpdateSourceModelInput {
  sourceId: string;
  edits: SemanticModelEdits;
}

/** Saves the Enrich screen's edits (labels, synonyms, descriptions, roles, hidden columns). */
export function updateSourceModel(input: UpdateSourceModelInput): Promise<UpdateModelResponse> {
  const path = `db/source-model/${encodeURIComponent(input.sourceId)}`;
  return api.put(path, input.edits, updateModelResponseSchema);
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
