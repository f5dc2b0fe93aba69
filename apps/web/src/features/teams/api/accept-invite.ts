import { acceptInviteResponseSchema } from '@tabletalk/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import type { MutationConfig } from '../../../lib/react-query';

type AcceptInviteResponse = z.infer<typeof acceptInviteResponseSchema>;

/** Joins the invitation's team as the signed-in user. */
export function acceptInvite(token: string): Promise<AcceptInviteResponse> {
  return api.post(`invites/${encodeURIComponent(token)}/accept`, {}, acceptInviteResponseSchema);
}

export const acceptInviteMutationOptions = () => mutationOptions({ mutationFn: acceptInvite });

export function useAcceptInvite(config: MutationConfig<typeof acceptInvite> = {}) {
  return useMutation({ ...acceptInviteMutationOptions(), ...config });
}
