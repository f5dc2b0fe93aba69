export { clientGoneSignal } from './client-gone-signal';
export { previewSourceData } from './preview-source-data';
export {
  getSourceForQuery,
  isSourceDeleted,
  type QueryableSource,
  toQueryableSource,
} from './source-for-query';
export { withSourceConnector } from './with-source-connector';
