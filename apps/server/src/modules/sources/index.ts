export { type ReencryptResult, reencryptSourceSecrets } from './connections';
export { findCurrentModel, findModelAtVersion } from './current-model';
export { getSource, isUuid, type SourceRow } from './find-source';
export type { SourceJobContext } from './job-context';
export { editSourceModel } from './knowledge';
export {
  clientGoneSignal,
  getSourceForQuery,
  isSourceDeleted,
  type QueryableSource,
  toQueryableSource,
} from './query';
export { sourceRoutes } from './routes';
export { findSelectedSourceId } from './select-source';
export { createSourceJobHandlers } from './source-job-handlers';
export { findLatestModel } from './source-models';
export { isDatabaseType } from './source-types';
export { authorizeReadSources, readableOrgId } from './sources.policy';
export * from './tables';
export { requeueStalledSources } from './uploads';
