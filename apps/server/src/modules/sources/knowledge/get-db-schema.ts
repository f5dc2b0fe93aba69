import type { Db } from '../../../db/client';
import { getSource } from '../find-source';
import { findLatestModel } from '../source-models';

/**
 * Tables, columns, relationships and measures of a source from its current knowledge; empty lists before
 * the knowledge is built. Hidden columns are left out.
 * @throws AppError NOT_FOUND when the source is not the organization's.
 */
export async function getDbSchema(db: Db, options: { orgId: string; sourceId: string }) {
  const source = await getSource(db, options);
  const latest = await findLatestModel(db, source.id);
  const model = latest?.model;
  return {
    sourceId: source.id,
    modelVersion: latest?.version ?? null,
    dialect: model?.dialect ?? null,
    tables: (model?.tables ?? []).map((table) => ({
      ...table,
      columns: table.columns.filter((column) => !column.hidden),
    })),
    relationships: model?.relationships ?? [],
    measures: model?.measures ?? [],
  };
}
