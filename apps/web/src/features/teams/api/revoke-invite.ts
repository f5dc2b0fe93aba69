import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { type Acknowledgement, acknowledgementSchema } from '../../../lib/schemas';
import { teamsKeys } from './keys';

export function revokeInvite(input: {
  teamId: string;
  inviteId: string;
}): Promise<Acknowledgement> {
  const path = `teams/${encodeURIComponent(input.teamId)}/invites/${encodeURIComponent(input.inviteId)}`;
  return api.delete(path, acknowledgementSchema);
}

export const revokeInviteMutationOptions = () => mutationOptions({ mutationFn: revokeInvite });

export function useRevokeInvite(config: MutationConfig<typeof revokeInvite> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...revokeInviteMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: teamsKeys.invites(args[1].teamId) });
      return config.onSuccess?.(...args);
    },
  });
}
