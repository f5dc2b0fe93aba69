import type { AskDocsJobContext } from './job-context';

/**
 * Sends an `askdocs.process` job per document. A job that cannot be sent (the queue is away) is
 * logged and skipped: its document stays PENDING, and `add-docs` or `process-documents/{id}`
 * sends it again — an upload never fails after its files were kept.
 */
export async function enqueueProcessing(
  ctx: Pick<AskDocsJobContext, 'jobs' | 'log'>,
  documentIds: readonly string[],
): Promise<void> {
  for (const documentId of documentIds) {
    try {
      await ctx.jobs.send('askdocs.process', { documentId });
    } catch (error) {
      ctx.log.error({ err: error, documentId }, 'askdocs.process not sent');
    }
  }
}
