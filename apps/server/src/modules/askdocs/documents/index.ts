/** Documents of the projects: their rows, listings with status. */
export { documentRoutes } from './documents.routes';
export { findDocumentById, findDocumentRow, getDocumentRow } from './find-document';
export { type AskDocsDocumentRow, presentDocument } from './presenter';
