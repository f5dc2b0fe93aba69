/**
 * A dashboard's scheduled report by email (issue 13): the subscription calls, the
 * `dashboards.report` job, and stopping a report when its dashboard goes.
 */

export { unscheduleReport } from './report-schedule';
export { sendScheduledReport } from './send-report';
export { reportSubscriptionRoutes } from './subscriptions.routes';
