import type { Mailer } from '../lib/email/mailer';
import { createSourceJobHandlers, type SourceJobContext } from '../modules/sources';
import type { JobHandlers } from './types';

/** The handler of every job, given what they need. */
export function createJobHandlers(deps: { mailer: Mailer; ctx: SourceJobContext }): JobHandlers {
  return {
    'email.send': (message) => deps.mailer.send(message),
    ...createSourceJobHandlers(deps.ctx),
  };
}
