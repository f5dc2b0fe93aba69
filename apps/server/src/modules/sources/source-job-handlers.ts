import type { JobHandlers } from '../../jobs/types';
import type { SourceJobContext } from './job-context';
import { buildSourceKnowledge } from './knowledge';
import { ingestSource } from './uploads';

/** The handlers of the sources jobs, for the worker. */
export function createSourceJobHandlers(
  ctx: SourceJobContext,
): Pick<JobHandlers, 'sources.ingest' | 'sources.build-knowledge'> {
  return {
    'sources.ingest': (job) => ingestSource(ctx, job.sourceId),
    'sources.build-knowledge': (job) => buildSourceKnowledge(ctx, job),
  };
}
