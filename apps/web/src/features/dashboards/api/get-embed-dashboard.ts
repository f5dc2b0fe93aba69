import { type EmbedDashboard, embedDashboardResponseSchema } from '@tabletalk/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { createApiClient } from '../../../lib/api-client';
import { dashboardsKeys } from './keys';

const ignore = () => undefined;

/**
 * A client that sends the embed token as its only credential: no session token, no organization
 * or team headers, no session refresh (an embed page belongs to no signed-in user, and the
 * signed-in user of the same browser, if any, must not be sent to a third party's frame).
 */
function embedClient(token: string) {
  return createApiClient({
    fetch: (input, init) => window.fetch(input, init),
    getToken: () => token,
    getScope: () => ({ organizationId: null, teamId: null }),
    onRefreshed: ignore,
    onRefreshFailed: ignore,
    onSessionEnded: ignore,
  });
}

/** The read-only view of an embedded dashboard, opened by its embed token. */
export async function getEmbedDashboard(dashboardId: string, token: string) {
  const result = await embedClient(token).get(
    `dashboard/get-embed-dashboard/${encodeURIComponent(dashboardId)}`,
    embedDashboardResponseSchema,
    { refreshOnUnauthorized: false },
  );
  return result.data;
}

export const getEmbedDashboardQueryOptions = (dashboardId: string, token: string) =>
  queryOptions<EmbedDashboard>({
    queryKey: [...dashboardsKeys.all, 'embed', dashboardId, token],
    queryFn: () => getEmbedDashboard(dashboardId, token),
  });

/** The embedded dashboard; nothing is asked without a token. */
export function useEmbedDashboard(dashboardId: string, token: string) {
  return useQuery({ ...getEmbedDashboardQueryOptions(dashboardId, token), enabled: token !== '' });
}
