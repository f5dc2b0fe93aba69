import { AppError, type ColumnTypeRequest } from '@tabletalk/contracts';
import type { Db } from '../../../db/client';
import { getSource, type SourceRow } from '../find-source';
import { findLatestModel } from '../source-models';

/**
 * The ACTIVE file source and column a type change names, checked against the source's own table
 * and its knowledge (the column must exist there), within the organization.
 * @throws AppError NOT_FOUND; SOURCE_NOT_READY while loading; VALIDATION_FAILED for a database
 *   source or a table or column the source does not have.
 */
export async function getFileColumn(
  db: Db,
  options: { orgId: string; request: ColumnTypeRequest },
): Promise<SourceRow & { duckdbPath: string }> {
  const { request } = options;
  const source = await getSource(db, { orgId: options.orgId, sourceId: request.sourceId });
  if (source.status !== 'ACTIVE') throw new AppError('SOURCE_NOT_READY');
  const { duckdbPath } = source;
  if (!duckdbPath || source.tableName !== request.table) {
    throw new AppError('VALIDATION_FAILED', {
      message: 'Only the columns of an uploaded file can change type.',
    });
  }
  const model = (await findLatestModel(db, source.id))?.model;
  const table = model?.tables.find((t) => t.name === request.table);
  if (!table?.columns.some((c) => c.name === request.column)) {
    throw new AppError('VALIDATION_FAILED', {
      message: `The table has no column ${request.column}.`,
    });
  }
  return { ...source, duckdbPath };
}
