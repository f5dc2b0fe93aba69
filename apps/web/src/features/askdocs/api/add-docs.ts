import {
  type AskDocsAddDocsRequest,
  type AskDocsDocument,
  askDocsDocumentsResponseSchema,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { askDocsKeys } from './keys';

/**
 * The add-docs wizard's last step (`add-docs`), after the upload created the documents: answers
 * them as they stand and makes sure each still PENDING is queued for processing.
 */
export async function addDocs(input: AskDocsAddDocsRequest): Promise<AskDocsDocument[]> {
  const result = await api.post('ask-docs/add-docs', input, askDocsDocumentsResponseSchema);
  return result.data;
}

export const addDocsMutationOptions = () =>
  mutationOptions({ mutationFn: addDocs, meta: { silentError: true } });

export function useAddDocs(config: MutationConfig<typeof addDocs> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...addDocsMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [, input] = args;
      void queryClient.invalidateQueries({ queryKey: askDocsKeys.documents(input.projectId) });
      return config.onSuccess?.(...args);
    },
  });
}
