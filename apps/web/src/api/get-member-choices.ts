import { type Member, membersListResponseSchema } from '@tabletalk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/**
 * The one cache key of `teams/{teamId}/members/list`: the members a picker offers (a dashboard's
 * report recipients; sharing and alerts pick members the same way).
 */
export const memberChoicesKeys = {
  all: ['member-choices'] as const,
  list: (teamId: string, search: string) => [...memberChoicesKeys.all, teamId, search] as const,
};

/** Up to 20 members of a team whose name or email matches `search` (all, first 20, without). */
export async function getMemberChoices(teamId: string, search: string): Promise<Member[]> {
  const trimmed = search.trim();
  const result = await api.get(
    `teams/${encodeURIComponent(teamId)}/members/list`,
    membersListResponseSchema,
    { query: trimmed ? { search: trimmed } : {} },
  );
  return result.data;
}

export const getMemberChoicesQueryOptions = (teamId: string, search: string) =>
  queryOptions({
    queryKey: memberChoicesKeys.list(teamId, search.trim()),
    queryFn: () => getMemberChoices(teamId, search),
    // Typing a search keeps the last choices on screen.
    placeholderData: keepPreviousData,
  });

export function useMemberChoices(teamId: string | null, search: string) {
  return useQuery({
    ...getMemberChoicesQueryOptions(teamId ?? '', search),
    enabled: teamId !== null,
  });
}
