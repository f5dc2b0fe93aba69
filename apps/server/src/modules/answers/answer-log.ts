import type { AppContext } from '../../context';

/**
 * What asking writes to the log: warnings (guard denials, a model that failed), errors and
 * information. The app's logger fits, and so does a request's (which carries its request id).
 */
export type AnswerLog = Pick<AppContext['log'], 'info' | 'warn' | 'error'>;
