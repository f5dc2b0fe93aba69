/**
 * Alerts: a condition on the single value of a dashboard widget's or a room answer's query,
 * checked by the scheduler (`dashboards.alert-check`), notifying once per change of state.
 * Reached from the dashboards module through this file: its routes and the scheduled check.
 */
export { alertRoutes } from './alerts.routes';
export { runScheduledAlertCheck } from './run-scheduled-check';
