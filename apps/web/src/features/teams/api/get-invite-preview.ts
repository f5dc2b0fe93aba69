import { invitePreviewResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { teamsKeys } from './keys';

export type InvitePreview = z.infer<typeof invitePreviewResponseSchema>['data'];

/** What an invitation link offers; readable without signing in. */
export async function getInvitePreview(token: string): Promise<InvitePreview> {
  const result = await api.get(`invites/${encodeURIComponent(token)}`, invitePreviewResponseSchema);
  return result.data;
}

export const getInvitePreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: teamsKeys.invitePreview(token),
    queryFn: () => getInvitePreview(token),
    retry: false,
  });

export function useInvitePreview(token: string) {
  return useQuery(getInvitePreviewQueryOptions(token));
}
