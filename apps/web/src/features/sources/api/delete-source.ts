import { type MessageResponse, messageResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { removeSourceKnowledge } from '../../../api/source-knowledge';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { sourcesKeys } from './keys';

/** Deletes a source with its stored file, DuckDB database and credentials. */
export function deleteSource(id: string): Promise<MessageResponse> {
  return api.delete(`db/delete-source/${encodeURIComponent(id)}`, messageResponseSchema);
}

export const deleteSourceMutationOptions = () =>
  mutationOptions({ mutationFn: deleteSource, meta: { errorFallback: 'Failed to delete source' } });

export function useDeleteSource(config: MutationConfig<typeof deleteSource> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteSourceMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      // Gone for good: drop its queries instead of refetching them into 404s.
      queryClient.removeQueries({ queryKey: sourcesKeys.source(args[1]) });
      removeSourceKnowledge(queryClient, args[1]);
      void queryClient.invalidateQueries({ queryKey: sourcesKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: sourcesKeys.projects() });
      return config.onSuccess?.(...args);
    },
  });
}
