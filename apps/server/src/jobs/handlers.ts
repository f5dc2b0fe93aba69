import type { AppContext } from '../context';
import type { Mailer } from '../lib/email/mailer';
import { sendResetCode } from '../modules/auth';
import { createSourceJobHandlers } from '../modules/sources';
import type { JobHandlers } from './types';

/** The handler of every job, given what they need. */
export function createJobHandlers(deps: { mailer: Mailer; ctx: AppContext }): JobHandlers {
  return {
    'email.send': (message) => deps.mailer.send(message),
    'auth.send-reset-code': ({ email }) => sendResetCode(deps.ctx, email),
    ...createSourceJobHandlers(deps.ctx),
  };
}
