import type { AppContext } from '../../context';

/**
 * What the sources jobs need: the database, configuration, log, clock, the queue and the pooled
 * source connectors.
 */
export type SourceJobContext = Pick<
  AppContext,
  'db' | 'env' | 'log' | 'now' | 'jobs' | 'sourceRuntime'
>;
