/**
 * Dashboards: answers pinned from rooms, re-run through `ask` on fresh data, with their layout,
 * charts and schedule. Reached from outside through this file only: the routes, the tables, and
 * what jobs call (the scheduled refresh and its plan, the re-check after a schema refresh, the
 * scheduled check of an alert, the scheduled report by email).
 */
export { runScheduledAlertCheck } from './alerts';
export {
  embedFrameAncestors,
  embedViewRoutes,
  isEmbedPage,
  rotateEmbedSecret,
} from './embeds';
export { recheckSourceItems } from './recheck-source-items';
export { type RefreshSummary, refreshDashboard, runScheduledRefresh } from './refresh-dashboard';
export { sendScheduledReport } from './reports';
export { dashboardRoutes } from './routes';
export * from './tables';
