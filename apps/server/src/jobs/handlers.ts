import type { Mailer } from '../lib/email/mailer';
import type { JobHandlers } from './types';

/** The handler of every job, given what they need. */
export function createJobHandlers(deps: { mailer: Mailer }): JobHandlers {
  return {
    'email.send': (message) => deps.mailer.send(message),
  };
}
