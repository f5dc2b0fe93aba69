import type { JobHandlers } from './types';

/**
 * A handler for every queue that does nothing, for tests that run a queue's workers: each test
 * lays the handlers of the queues it sends to over these. A job added to `JobMap` without one
 * here fails to compile.
 */
export const IDLE_JOB_HANDLERS: JobHandlers = {
  'email.send': async () => {},
  'auth.send-reset-code': async () => {},
  'auth.resend-signup-code': async () => {},
  'auth.signup-email': async () => {},
  'sources.ingest': async () => {},
  'sources.build-knowledge': async () => {},
  'dashboards.refresh': async () => {},
  'dashboards.alert-check': async () => {},
  'dashboards.report': async () => {},
  'askdocs.process': async () => {},
};
