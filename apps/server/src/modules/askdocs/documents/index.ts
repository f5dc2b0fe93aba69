/** Documents of the projects: listings with status (uploads and processing come with search). */
export { documentRoutes } from './documents.routes';
export { type AskDocsDocumentRow, presentDocument } from './presenter';
