import type { AppContext } from '../../../context';
import type { recognizePage } from './recognize-page';

/**
 * What processing a document needs: the database, configuration, log, clock and the queue; and
 * the OCR of one page, `recognizePage` unless a test stands in for the engine (test files share
 * their modules, so a module mock would not reach code another file loaded first).
 */
export type AskDocsJobContext = Pick<AppContext, 'db' | 'env' | 'log' | 'now' | 'jobs'> & {
  recognizePage?: typeof recognizePage;
};

/**
 * Runs of one document's processing before a fault outside the file (the database away, a disk
 * error) leaves it FAILED; each run is a job attempt. A file the reader refuses fails at once.
 */
export const MAX_PROCESS_ATTEMPTS = 3;
