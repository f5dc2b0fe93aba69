import { type MembersResponse, membersResponseSchema } from '@tabletalk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type MembersParams, teamsKeys } from './keys';

/** One page of a team's members, optionally filtered by name or email. */
export function getMembers(teamId: string, params: MembersParams): Promise<MembersResponse> {
  return api.get(`teams/${encodeURIComponent(teamId)}/members`, membersResponseSchema, {
    query: { page: params.page, pageSize: params.pageSize, search: params.search.trim() },
  });
}

export const getMembersQueryOptions = (teamId: string, params: MembersParams) =>
  queryOptions({
    queryKey: teamsKeys.members(teamId, params),
    queryFn: () => getMembers(teamId, params),
    // Keep the current page on screen while the next one loads (no table flicker).
    placeholderData: keepPreviousData,
  });

export function useMembers(teamId: string, params: MembersParams) {
  return useQuery(getMembersQueryOptions(teamId, params));
}
