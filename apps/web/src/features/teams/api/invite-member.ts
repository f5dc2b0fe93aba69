import { type InviteRequest, inviteResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';
import { teamsKeys } from './keys';

export const INVITE_FAILED_MESSAGE = 'Failed to invite team member';

type InviteResponse = z.infer<typeof inviteResponseSchema>;

/** Invites someone by email with a role; the server emails them a link. */
export function inviteMember(input: InviteRequest & { teamId: string }): Promise<InviteResponse> {
  const { teamId, ...body } = input;
  return api.post(`teams/${encodeURIComponent(teamId)}/invite`, body, inviteResponseSchema);
}

export const inviteMemberMutationOptions = () =>
  mutationOptions({ mutationFn: inviteMember, meta: { errorFallback: INVITE_FAILED_MESSAGE } });

export function useInviteMember(config: MutationConfig<typeof inviteMember> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...inviteMemberMutationOptions(),
    ...config,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: teamsKeys.invites(args[1].teamId) });
      return config.onSuccess?.(...args);
    },
  });
}
