import { AppError, type SemanticModel } from '@tabletalk/contracts';
import type { QueryableSource } from '../sources';

/**
 * The source's knowledge, which every way of asking reads.
 * @throws AppError KNOWLEDGE_NOT_READY before it is built.
 */
export function requireModel(queryable: QueryableSource): SemanticModel {
  if (!queryable.model) throw new AppError('KNOWLEDGE_NOT_READY');
  return queryable.model;
}
