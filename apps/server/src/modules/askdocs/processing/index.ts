/**
 * Processing documents: the `askdocs.process` job (sandboxed extraction → pages → OCR → index →
 * ACTIVE, or FAILED with a reason), its claims, and re-queueing (`process-documents/{id}`).
 */
export { enqueueProcessing } from './enqueue-processing';
export type { AskDocsJobContext } from './job-context';
export { createAskDocsJobHandlers } from './job-handlers';
export { processingRoutes } from './processing.routes';
