/**
 * Processing documents: the `askdocs.process` job (sandboxed extraction → pages → OCR within the
 * organization's OCR balance → index → ACTIVE; FAILED with a reason, or OCR_PENDING when the
 * balance ran out), its claims, and re-queueing (`process-documents/{id}`, and the documents
 * waiting for OCR once a pack is bought: `resumeOcrPendingDocuments`).
 */
export { enqueueProcessing } from './enqueue-processing';
export type { AskDocsJobContext } from './job-context';
export { createAskDocsJobHandlers } from './job-handlers';
export { processingRoutes } from './processing.routes';
export { requeueStalledDocuments } from './requeue-stalled-documents';
export { resumeOcrPendingDocuments } from './resume-ocr-pending';
