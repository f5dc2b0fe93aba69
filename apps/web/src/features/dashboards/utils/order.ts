import type { Dashboard } from '@tabletalk/contracts';

/**
 * Favourites first, each group in the server's order (most recently updated first): a star
 * toggled on screen moves the dashboard before the list is fetched again.
 */
export function orderDashboards(dashboards: readonly Dashboard[]): Dashboard[] {
  return [
    ...dashboards.filter((dashboard) => dashboard.favourite),
    ...dashboards.filter((dashboard) => !dashboard.favourite),
  ];
}
