import { type Dashboard, dashboardsResponseSchema } from '@tabletalk/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api';

/**
 * The one cache key of `dashboard/list`: the dashboards screens and a room's "Add to dashboard"
 * menu share it.
 */
export const dashboardListKeys = {
  all: ['dashboard-list'] as const,
  list: (search: string) => [...dashboardListKeys.all, search] as const,
};

/** The saved dashboards the user sees, favourites first; `search` matches names. */
export async function getDashboards(search: string): Promise<Dashboard[]> {
  const trimmed = search.trim();
  const result = await api.get('dashboard/list', dashboardsResponseSchema, {
    query: trimmed ? { search: trimmed } : {},
  });
  return result.data;
}

export const getDashboardsQueryOptions = (search = '') =>
  queryOptions({
    queryKey: dashboardListKeys.list(search.trim()),
    queryFn: () => getDashboards(search),
    // Typing a search keeps the last list on screen instead of flashing a loader.
    placeholderData: keepPreviousData,
  });

export function useDashboards(search = '', enabled = true) {
  return useQuery({ ...getDashboardsQueryOptions(search), enabled });
}
