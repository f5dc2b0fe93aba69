import { messageResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { askDocsKeys } from './keys';

/** Deletes a project with its documents, their files and index, and its room. */
export async function deleteProject(projectId: string): Promise<void> {
  await api.delete(
    `ask-docs/delete-project/${encodeURIComponent(projectId)}`,
    messageResponseSchema,
  );
}

export const deleteProjectMutationOptions = () =>
  mutationOptions({
    mutationFn: deleteProject,
    meta: { errorFallback: 'Failed to delete the project' },
  });

export function useDeleteProject(config: MutationConfig<typeof deleteProject> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteProjectMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [, projectId] = args;
      queryClient.removeQueries({ queryKey: askDocsKeys.project(projectId) });
      void queryClient.invalidateQueries({ queryKey: askDocsKeys.projectLists() });
      return config.onSuccess?.(...args);
    },
  });
}
