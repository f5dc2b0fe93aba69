export { clientGoneSignal } from './client-gone-signal';
export { findCurrentModel, findModelAtVersion } from './current-model';
export { editSourceModel } from './edit-source-model';
export { getSource, isUuid, type SourceRow } from './find-source';
export type { SourceJobContext } from './job-context';
export { type ReencryptResult, reencryptSourceSecrets } from './reencrypt-secrets';
export { requeueStalledSources } from './requeue-stalled-sources';
export { sourceRoutes } from './routes';
export { findSelectedSourceId } from './select-source';
export {
  getSourceForQuery,
  isSourceDeleted,
  type QueryableSource,
  toQueryableSource,
} from './source-for-query';
export { createSourceJobHandlers } from './source-job-handlers';
export { findLatestModel } from './source-models';
export { isDatabaseType } from './source-types';
export { authorizeReadSources, readableOrgId } from './sources.policy';
export * from './tables';
