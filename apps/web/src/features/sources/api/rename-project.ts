import { type Project, projectUpdatedResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { sourcesKeys } from './keys';

export interface RenameProjectInput {
  projectId: string;
  name: string;
}

/** Renames a project; answers the project as it now is. */
export async function renameProject(input: RenameProjectInput): Promise<Project> {
  const path = `db/update-project/${encodeURIComponent(input.projectId)}`;
  const result = await api.put(path, { name: input.name.trim() }, projectUpdatedResponseSchema);
  return result.data;
}

export const renameProjectMutationOptions = () =>
  mutationOptions({ mutationFn: renameProject, meta: { silentError: true } });

export function useRenameProject(config: MutationConfig<typeof renameProject> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...renameProjectMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: sourcesKeys.projects() });
      return config.onSuccess?.(...args);
    },
  });
}
