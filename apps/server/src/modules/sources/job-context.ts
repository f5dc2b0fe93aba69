import type { AppContext } from '../../context';

/**
 * What the sources jobs need: the database, configuration, log, clock, the queue and the pooled
 * source connectors.
 */
export type SourceJobContext = Pick<
  AppContext,
  'db' | 'env' | 'log' | 'now' | 'jobs' | 'sourceRuntime'
>;

/**
 * Runs of one load or knowledge build before it gives up and the source shows FAILED (each run is
 * a job attempt).
 */
export const MAX_INGEST_ATTEMPTS = 3;
