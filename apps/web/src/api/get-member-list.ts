import { type Member, membersListResponseSchema } from '@tabletalk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/** The cache key of `teams/{teamId}/members/list`, by team and search. */
export const memberListKeys = {
  all: ['member-list'] as const,
  list: (teamId: string, search: string) => [...memberListKeys.all, teamId, search] as const,
};

/**
 * Up to 20 members of a team whose name or email matches `search`: for pickers of people (an
 * alert's recipients).
 */
export async function getMemberList(teamId: string, search: string): Promise<Member[]> {
  const trimmed = search.trim();
  const result = await api.get(
    `teams/${encodeURIComponent(teamId)}/members/list`,
    membersListResponseSchema,
    { query: trimmed ? { search: trimmed } : {} },
  );
  return result.data;
}

export const getMemberListQueryOptions = (teamId: string, search = '') =>
  queryOptions({
    queryKey: memberListKeys.list(teamId, search.trim()),
    queryFn: () => getMemberList(teamId, search),
    placeholderData: keepPreviousData,
  });

/** The team's members matching `search`; nothing is asked without a team. */
export function useMemberList(teamId: string | null, search = '') {
  return useQuery({ ...getMemberListQueryOptions(teamId ?? '', search), enabled: teamId !== null });
}
