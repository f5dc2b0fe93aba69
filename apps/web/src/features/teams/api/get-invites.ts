import { invitesResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { teamsKeys } from './keys';

export type Invite = z.infer<typeof invitesResponseSchema>['data'][number];

/** Invitations sent and not yet accepted. */
export async function getInvites(teamId: string): Promise<Invite[]> {
  const result = await api.get(
    `teams/${encodeURIComponent(teamId)}/invites`,
    invitesResponseSchema,
  );
  return result.data;
}

export const getInvitesQueryOptions = (teamId: string) =>
  queryOptions({ queryKey: teamsKeys.invites(teamId), queryFn: () => getInvites(teamId) });

export function useInvites(teamId: string, enabled = true) {
  return useQuery({ ...getInvitesQueryOptions(teamId), enabled });
}
