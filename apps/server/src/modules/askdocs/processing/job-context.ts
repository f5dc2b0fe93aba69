import type { AppContext } from '../../../context';

/** What processing a document needs: the database, configuration, log, clock and the queue. */
export type AskDocsJobContext = Pick<AppContext, 'db' | 'env' | 'log' | 'now' | 'jobs'>;

/**
 * Runs of one document's processing before a fault outside the file (the database away, a disk
 * error) leaves it FAILED; each run is a job attempt. A file the reader refuses fails at once.
 */
export const MAX_PROCESS_ATTEMPTS = 3;
