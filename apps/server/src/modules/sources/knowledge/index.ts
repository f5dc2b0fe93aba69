export { buildFileKnowledge } from './build-file-knowledge';
export { buildSourceKnowledge } from './build-source-knowledge';
export { describeConversions } from './describe-conversions';
export { editSourceModel } from './edit-source-model';
export { getDbSchema } from './get-db-schema';
export { knowledgeRoutes } from './knowledge.routes';
