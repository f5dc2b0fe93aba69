import type { ColumnInfo } from '@tabletalk/connectors';
import type { SemanticModel } from '@tabletalk/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { insertedRow } from '../../../db/inserted-row';
import type { SourceRow } from '../find-source';
import type { SourceJobContext } from '../job-context';
import { saveModelVersion } from '../source-models';
import { sources } from '../tables';

/** Between a workbook's name and a sheet's, in the names of the workbook's sources. */
export const SHEET_NAME_SEPARATOR = ' · ';

/** One table a file load produced: a CSV's only table, or one sheet of a workbook. */
export interface IngestedTable {
  name: string;
  sheetName: string | null;
  rowCount: number;
  columns: ColumnInfo[];
}

function tableFields(table: IngestedTable) {
  return {
    tableName: table.name,
    sheetName: table.sheetName,
    rowCount: table.rowCount,
    columnCount: table.columns.length,
    columns: table.columns.map(({ name, nativeType, type }) => ({ name, nativeType, type })),
  };
}

/** Adds or refreshes the source of one more sheet of the workbook `primary` was uploaded as. */
async function upsertSheetSource(
  tx: Db,
  primary: SourceRow,
  table: IngestedTable,
  options: { baseName: string; ready: Partial<SourceRow> },
): Promise<string> {
  const [existing] = await tx
    .select({ id: sources.id })
    .from(sources)
    .where(
      and(
        eq(sources.projectId, primary.projectId),
        eq(sources.tableName, table.name),
        isNull(sources.deletedAt),
      ),
    );
  const fields = { ...tableFields(table), ...options.ready };
  if (existing) {
    await tx.update(sources).set(fields).where(eq(sources.id, existing.id));
    return existing.id;
  }
  const inserted = await insertedRow(
    tx
      .insert(sources)
      .values({
        ...fields,
        orgId: primary.orgId,
        teamId: primary.teamId,
        projectId: primary.projectId,
        createdBy: primary.createdBy,
        name: `${options.baseName}${SHEET_NAME_SEPARATOR}${table.sheetName ?? table.name}`,
        type: primary.type,
        originalFilename: primary.originalFilename,
        sizeBytes: primary.sizeBytes,
        filePath: primary.filePath,
        duckdbPath: primary.duckdbPath,
        createdAt: options.ready.updatedAt,
      })
      .returning({ id: sources.id }),
    'sheet source',
  );
  return inserted.id;
}

/**
 * Makes a loaded file's sources ACTIVE in one transaction: `primary` takes the first table, each
 * further sheet of a workbook becomes a source of the same project, and each gets the model as
 * its next knowledge version. Returns the primary source as stored.
 */
export async function activateFileSources(
  ctx: Pick<SourceJobContext, 'db' | 'now'>,
  primary: SourceRow,
  loaded: { tables: IngestedTable[]; model: SemanticModel | null },
): Promise<SourceRow> {
  const now = ctx.now();
  const ready = { status: 'ACTIVE' as const, reason: null, progress: 1, attempts: 0 };
  const [first, ...others] = loaded.tables;
  if (!first) throw new Error('a load produced no table');
  const isWorkbook = others.length > 0 && primary.sheetName === null;
  return ctx.db.transaction(async (tx) => {
    const [stored] = await tx
      .update(sources)
      .set({
        ...tableFields(first),
        ...ready,
        name: isWorkbook
          ? `${primary.name}${SHEET_NAME_SEPARATOR}${first.sheetName ?? first.name}`
          : primary.name,
        lastRefreshedAt: now,
        updatedAt: now,
      })
      .where(eq(sources.id, primary.id))
      .returning();
    if (!stored) throw new Error('source vanished while loading');
    const ids = [stored.id];
    for (const table of others) {
      ids.push(
        await upsertSheetSource(tx, stored, table, {
          baseName: primary.name,
          ready: { ...ready, lastRefreshedAt: now, updatedAt: now },
        }),
      );
    }
    if (loaded.model) {
      for (const sourceId of ids) {
        await saveModelVersion(tx, { sourceId, model: loaded.model, now });
      }
    }
    return stored;
  });
}
