import {
  askDocsProjectResponseSchema,
  type CreateAskDocsProjectRequest,
} from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { askDocsKeys } from './keys';

/** Creates a document project; refused with PLAN_LIMIT past the plan's number of projects. */
export async function createProject(input: CreateAskDocsProjectRequest) {
  const result = await api.post('ask-docs/create-project', input, askDocsProjectResponseSchema);
  return result.data;
}

export const createProjectMutationOptions = () =>
  mutationOptions({
    mutationFn: createProject,
    // The form shows the refusal (a plan limit with its upgrade hint) where it happened.
    meta: { silentError: true },
  });

export function useCreateProject(config: MutationConfig<typeof createProject> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...createProjectMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      const [project] = args;
      queryClient.setQueryData(askDocsKeys.project(project._id), project);
      void queryClient.invalidateQueries({ queryKey: askDocsKeys.projectLists() });
      return config.onSuccess?.(...args);
    },
  });
}
