/**
 * Ask Docs: questions answered from an organization's documents, with the page they came from.
 * Document projects with their documents (uploads, processing in the `askdocs.process` job with
 * OCR within the organization's OCR balance, downloads), the passage index and search,
 * templates (an instruction and answer style with a validity), each project's room with its
 * thread, and the screen's help. Reached from outside through this file only. Billing calls
 * `resumeOcrPendingDocuments` once an OCR pack is bought.
 */
export {
  createAskDocsJobHandlers,
  requeueStalledDocuments,
  resumeOcrPendingDocuments,
} from './processing';
export { askDocsRoutes } from './routes';
export * from './search';
export * from './tables';
