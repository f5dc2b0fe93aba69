import { type MessageResponse, messageResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { invalidateSources } from './invalidate';

/** SPEC 8's confirmation text, used when the server answers without one. */
export const PROJECT_DELETED_MESSAGE = 'Project deleted successfully';

/** Deletes a project and every source in it. */
export function deleteProject(projectId: string): Promise<MessageResponse> {
  return api.delete(`db/delete-project/${encodeURIComponent(projectId)}`, messageResponseSchema);
}

export const deleteProjectMutationOptions = () =>
  mutationOptions({
    mutationFn: deleteProject,
    meta: { errorFallback: 'Failed to delete project' },
  });

export function useDeleteProject(config: MutationConfig<typeof deleteProject> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...deleteProjectMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      invalidateSources(queryClient);
      return config.onSuccess?.(...args);
    },
  });
}
