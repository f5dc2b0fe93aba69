/**
 * Dashboards: answers pinned from rooms, re-run through `ask` on fresh data, with their layout,
 * charts and schedule. Reached from outside through this file only.
 */

export { recheckSourceItems } from './recheck-source-items';
export { type RefreshSummary, refreshDashboard } from './refresh-dashboard';
export { dashboardRoutes } from './routes';
export * from './tables';
