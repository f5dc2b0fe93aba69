import { messageResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { allRoomsFilter, askDocsKeys } from './keys';

/** Deletes a template; rooms it was connected to are left without one. */
export async function deleteTemplate(templateId: string) {
  const path = `ask-docs/delete-template/${encodeURIComponent(templateId)}`;
  return api.delete(path, messageResponseSchema);
}

export const deleteTemplateMutationOptions = () =>
  mutationOptions({
    mutationFn: deleteTemplate,
    meta: { errorFallback: 'Failed to delete the template' },
  });

export function useDeleteTemplate(config: MutationConfig<typeof deleteTemplate> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteTemplateMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: askDocsKeys.templates() });
      void queryClient.invalidateQueries(allRoomsFilter);
      return config.onSuccess?.(...args);
    },
  });
}
