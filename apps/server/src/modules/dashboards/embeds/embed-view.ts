import type { EmbedDashboard } from '@tabletalk/contracts';
import type { AppContext } from '../../../context';
import { listItems } from '../find-items';
import type { DashboardItemRow } from '../presenter';
import { type RefreshSummary, refreshDashboard } from '../refresh-dashboard';
import { RESULT_TTL_MS } from '../result-cache';
import { presentEmbedDashboard } from './present-embed';
import type { EmbedAccess } from './verify-embed';

/** Refreshes under way, by dashboard: viewers of one embed share a refresh instead of each asking. */
const refreshing = new Map<string, Promise<RefreshSummary>>();

/** Whether an item's stored result is older than the dashboards' result cache keeps one. */
function isStale(item: DashboardItemRow, now: Date): boolean {
  if (item.brokenReason) return false;
  const at = item.lastRefreshedAt;
  return at === null || now.getTime() - at.getTime() >= RESULT_TTL_MS;
}

/** Refreshes a dashboard once however many viewers ask at the same time. */
function sharedRefresh(ctx: AppContext, dashboardId: string): Promise<RefreshSummary> {
  let running = refreshing.get(dashboardId);
  if (!running) {
    running = refreshDashboard(ctx, dashboardId).finally(() => refreshing.delete(dashboardId));
    refreshing.set(dashboardId, running);
  }
  return running;
}

/**
 * `dashboard/get-embed-dashboard/{id}` once the token checked out: the dashboard's saved items.
 * When an item's result is older than the result cache's window, the dashboard is refreshed
 * first (`refreshDashboard`: its saved queries only, asked as its owner and counted against its
 * organization's plan); when that fails (a deleted source, a plan limit, a busy source), the
 * stored results are shown and the failure is logged.
 */
export async function getEmbedView(ctx: AppContext, access: EmbedAccess): Promise<EmbedDashboard> {
  let { dashboard } = access;
  let items = await listItems(ctx.db, { orgId: dashboard.orgId, dashboardId: dashboard.id });
  if (items.some((item) => isStale(item, ctx.now()))) {
    try {
      ({ items } = await sharedRefresh(ctx, dashboard.id));
      dashboard = { ...dashboard, lastRefreshedAt: ctx.now() };
    } catch (error) {
      ctx.log.info(
        { dashboardId: dashboard.id, err: error },
        'embedded dashboard shown with its stored results: the refresh failed',
      );
    }
  }
  return presentEmbedDashboard(dashboard, items);
}
