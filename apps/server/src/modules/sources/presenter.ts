import type { Source, SourceInfo } from '@tabletalk/contracts';
import type { SourceRow } from './find-source';
import { isDatabaseType } from './source-types';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A source as lists show it. Paths and credentials never leave the server. */
export function presentSource(row: SourceRow): Source {
  return {
    _id: row.id,
    name: row.name,
    type: row.type,
    status: row.status,
    reason: row.status === 'FAILED' ? row.reason : null,
    progress: row.progress,
    projectId: row.projectId,
    sheetName: row.sheetName,
    tableName: row.tableName,
    rowCount: row.rowCount,
    columnCount: row.columnCount,
    sizeBytes: row.sizeBytes,
    isSample: row.isSample,
    isDatabase: isDatabaseType(row.type),
    createdBy: row.createdBy,
    lastRefreshedAt: iso(row.lastRefreshedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

/** One source in full, for `db/source-info/{id}`. */
export function presentSourceInfo(
  row: SourceRow,
  extra: { modelVersion: number | null; actorId: string },
): SourceInfo {
  return {
    ...presentSource(row),
    columns: row.columns ?? [],
    modelVersion: extra.modelVersion,
    // Only non-secret fields are ever stored here; secrets live sealed in `secrets`.
    connection: row.connection ?? null,
    isOwner: row.createdBy === extra.actorId,
  };
}
