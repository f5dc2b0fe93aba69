/**
 * Query: the one guarded way to a source's data: its pooled connector opened under the
 * organization's query slots, `runSourceQuery`, the source a question asks (`getSourceForQuery`),
 * previews, and the signal of a client that went away.
 */
export { clientGoneSignal } from './client-gone-signal';
export { previewSourceData } from './preview-source-data';
export {
  getSourceForQuery,
  isSourceDeleted,
  type QueryableSource,
  toQueryableSource,
} from './source-for-query';
export { withSourceConnector } from './with-source-connector';
