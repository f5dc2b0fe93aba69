/**
 * Knowledge: building a source's semantic model (the `sources.build-knowledge` job, and the
 * build after a file load), the Enrich screen's edits, column types and CSV headers, and the
 * db-schema view of it. Reads the data through `query`.
 */
export { buildFileKnowledge } from './build-file-knowledge';
export { buildSourceKnowledge } from './build-source-knowledge';
export { describeConversions } from './describe-conversions';
export { editSourceModel } from './edit-source-model';
export { getDbSchema } from './get-db-schema';
export { knowledgeRoutes } from './knowledge.routes';
