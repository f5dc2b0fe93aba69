import { profileResponseSchema, type UpdateProfileRequest } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import type { Profile } from './get-profile';
import { usersKeys } from './keys';

export async function updateProfile(body: UpdateProfileRequest): Promise<Profile> {
  const result = await api.put('users/update', body, profileResponseSchema);
  return result.data;
}

export const updateProfileMutationOptions = () => mutationOptions({ mutationFn: updateProfile });

export function useUpdateProfile(config: MutationConfig<typeof updateProfile> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...updateProfileMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      // Name and picture appear in the header and the welcome line too.
      void queryClient.invalidateQueries({ queryKey: usersKeys.all });
      return config.onSuccess?.(...args);
    },
  });
}
