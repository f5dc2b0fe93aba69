import { projectFavouriteResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { sourcesKeys } from './keys';

export interface SetProjectFavouriteInput {
  projectId: string;
  isFavourite: boolean;
}

/** Stars or unstars a project for the signed-in user; answers whether it is now a favourite. */
export async function setProjectFavourite(input: SetProjectFavouriteInput): Promise<boolean> {
  const path = `db/project-favourite/${encodeURIComponent(input.projectId)}`;
  const body = { isFavourite: input.isFavourite };
  const result = await api.put(path, body, projectFavouriteResponseSchema);
  return result.data.isFavourite;
}

export const setProjectFavouriteMutationOptions = () =>
  mutationOptions({ mutationFn: setProjectFavourite });

export function useSetProjectFavourite(config: MutationConfig<typeof setProjectFavourite> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...setProjectFavouriteMutationOptions(),
    ...config,
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: sourcesKeys.projects() });
      return config.onSettled?.(...args);
    },
  });
}
