import type { JobHandlers } from '../../../jobs/types';
import type { AskDocsJobContext } from './job-context';
import { processDocument } from './process-document';

/** The handlers of the Ask Docs jobs, for the worker. */
export function createAskDocsJobHandlers(
  ctx: AskDocsJobContext,
): Pick<JobHandlers, 'askdocs.process'> {
  return { 'askdocs.process': (job) => processDocument(ctx, job.documentId) };
}
