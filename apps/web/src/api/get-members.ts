import { type MembersResponse, membersResponseSchema } from '@tabletalk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

export interface MembersParams {
  page: number;
  pageSize: number;
  search: string;
}

/**
 * The cache keys of a team's member pages: the team settings list them and a dashboard's share
 * dialog picks from them. They sit under the teams feature's `['teams', teamId]`, which its
 * member changes (role, removal) invalidate.
 */
export const teamMemberKeys = {
  team: (teamId: string) => ['teams', teamId] as const,
  members: (teamId: string, params: MembersParams) =>
    [...teamMemberKeys.team(teamId), 'members', params] as const,
};

/** One page of a team's members, optionally filtered by name or email. */
export function getMembers(teamId: string, params: MembersParams): Promise<MembersResponse> {
  return api.get(`teams/${encodeURIComponent(teamId)}/members`, membersResponseSchema, {
    query: { page: params.page, pageSize: params.pageSize, search: params.search.trim() },
  });
}

export const getMembersQueryOptions = (teamId: string, params: MembersParams) =>
  queryOptions({
    queryKey: teamMemberKeys.members(teamId, params),
    queryFn: () => getMembers(teamId, params),
    // Keep the current page on screen while the next one loads (no table flicker).
    placeholderData: keepPreviousData,
  });

export function useMembers(teamId: string, params: MembersParams) {
  return useQuery(getMembersQueryOptions(teamId, params));
}
