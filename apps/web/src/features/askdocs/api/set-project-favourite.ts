import { type AskDocsProject, askDocsProjectFavouriteResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { askDocsKeys } from './keys';

export interface SetProjectFavouriteInput {
  projectId: string;
  isFavourite: boolean;
}

/** Stars or unstars a project for the user (stars are personal); favourites come first. */
export async function setProjectFavourite(input: SetProjectFavouriteInput) {
  const path = `ask-docs/project-favorite/${encodeURIComponent(input.projectId)}`;
  const body = { isFavourite: input.isFavourite };
  const result = await api.put(path, body, askDocsProjectFavouriteResponseSchema);
  return result.data;
}

export const setProjectFavouriteMutationOptions = () =>
  mutationOptions({
    mutationFn: setProjectFavourite,
    meta: { errorFallback: 'Failed to change the star' },
  });

export function useSetProjectFavourite(config: MutationConfig<typeof setProjectFavourite> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setProjectFavouriteMutationOptions(),
    ...config,
    // The star and the list's order change at once; settling fetches what the server kept.
    onMutate: (input, context) => {
      const { projectId, isFavourite } = input;
      const starred = (project: AskDocsProject) =>
        project._id === projectId ? { ...project, isFavourite } : project;
      queryClient.setQueriesData<AskDocsProject[]>(
        { queryKey: askDocsKeys.projectLists() },
        (list) => list?.map(starred),
      );
      queryClient.setQueryData<AskDocsProject>(askDocsKeys.project(projectId), (project) =>
        project ? starred(project) : project,
      );
      return config.onMutate?.(input, context);
    },
    onSettled: (...args) => {
      const [, , input] = args;
      void queryClient.invalidateQueries({ queryKey: askDocsKeys.projectLists() });
      void queryClient.invalidateQueries({
        queryKey: askDocsKeys.project(input.projectId),
        exact: true,
      });
      return config.onSettled?.(...args);
    },
  });
}
