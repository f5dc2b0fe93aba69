import type { AppContext } from '../../context';

/** What the sources jobs need: the database, configuration, log, clock and the queue. */
export type SourceJobContext = Pick<AppContext, 'db' | 'env' | 'log' | 'now' | 'jobs'>;
