import { messageResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { templateCache } from './template-cache';

/** Deletes a template for everyone in the organization (answers asked with it stay). */
export async function deleteTemplate(templateId: string): Promise<void> {
  const path = `db/delete-template/${encodeURIComponent(templateId)}`;
  await api.delete(path, messageResponseSchema);
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
      const [, templateId] = args;
      templateCache.remove(queryClient, templateId);
      return config.onSuccess?.(...args);
    },
  });
}
