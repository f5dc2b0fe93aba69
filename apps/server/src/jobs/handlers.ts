import type { AppContext } from '../context';
import type { Mailer } from '../lib/email/mailer';
import { createAskDocsJobHandlers } from '../modules/askdocs';
import { sendNewSignupCode, sendResetCode, sendSignupEmail } from '../modules/auth';
import {
  recheckSourceItems,
  runScheduledAlertCheck,
  runScheduledRefresh,
  sendScheduledReport,
} from '../modules/dashboards';
import { deliverEmail } from '../modules/notifications';
import { createSourceJobHandlers } from '../modules/sources';
import type { JobHandlers } from './types';

/** The handler of every job, given what they need. */
export function createJobHandlers(deps: { mailer: Mailer; ctx: AppContext }): JobHandlers {
  const sourceHandlers = createSourceJobHandlers(deps.ctx);
  return {
    'email.send': (message) => deliverEmail(deps.ctx, deps.mailer, message),
    'auth.send-reset-code': ({ email }) => sendResetCode(deps.ctx, email),
    'auth.resend-signup-code': ({ email }) => sendNewSignupCode(deps.ctx, email),
    'auth.signup-email': (job) => sendSignupEmail(deps.ctx, job),
    ...sourceHandlers,
    // A rebuilt knowledge (refresh-database) may drop what pinned dashboard items read.
    'sources.build-knowledge': async (job) => {
      await sourceHandlers['sources.build-knowledge'](job);
      await recheckSourceItems(deps.ctx, job.sourceId);
    },
    'dashboards.refresh': ({ dashboardId }) => runScheduledRefresh(deps.ctx, dashboardId),
    'dashboards.alert-check': (job) => runScheduledAlertCheck(deps.ctx, job),
    'dashboards.report': ({ dashboardId }) => sendScheduledReport(deps.ctx, dashboardId),
    ...createAskDocsJobHandlers(deps.ctx),
  };
}
