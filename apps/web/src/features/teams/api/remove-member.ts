import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { type Acknowledgement, acknowledgementSchema } from '../../../lib/schemas';
import { teamsKeys } from './keys';

export function removeMember(input: { teamId: string; userId: string }): Promise<Acknowledgement> {
  const path = `teams/${encodeURIComponent(input.teamId)}/members/${encodeURIComponent(input.userId)}`;
  return api.delete(path, acknowledgementSchema);
}

export const removeMemberMutationOptions = () => mutationOptions({ mutationFn: removeMember });

export function useRemoveMember(config: MutationConfig<typeof removeMember> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...removeMemberMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: teamsKeys.team(args[1].teamId) });
      return config.onSuccess?.(...args);
    },
  });
}
