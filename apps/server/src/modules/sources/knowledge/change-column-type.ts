import { changeColumnType as changeColumnInFile } from '@tabletalk/connectors';
import { AppError, type ColumnTypeChange, type ColumnTypeRequest } from '@tabletalk/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { evictSourceConnectors } from '../evict-source-connectors';
import { saveModelVersion } from '../source-models';
import { sources } from '../tables';
import { buildFileKnowledge } from './build-file-knowledge';
import { describeConversions } from './describe-conversions';
import { previewColumnType } from './preview-column-type';

/**
 * Changes a file source's column to another type (Enrich): the column is cast in the source's
 * DuckDB file (values that do not read keep their text in `<column>_raw`), the knowledge is
 * rebuilt with the person's edits kept and the column described, and a new version is stored for
 * every source of that file (the sheets of a workbook share it).
 * @throws like `previewColumnType`.
 */
export async function changeColumnType(
  ctx: AppContext,
  options: { orgId: string; request: ColumnTypeRequest },
): Promise<ColumnTypeChange> {
  const preview = await previewColumnType(ctx, options);
  const { table, column, type } = options.request;
  const [source] = await ctx.db
    .select()
    .from(sources)
    .where(and(eq(sources.id, options.request.sourceId), eq(sources.orgId, options.orgId)));
  if (!source?.duckdbPath) throw new AppError('NOT_FOUND');
  const conversion = await changeColumnInFile({
    databasePath: source.duckdbPath,
    tableName: table,
    column,
    target: type,
    reading: preview.reading,
  });
  // Readers of the old file reopen the new one.
  await evictSourceConnectors(ctx, source);
  const built = await buildFileKnowledge(ctx, source, () => {});
  if (!built) throw new Error('knowledge build after a type change failed');
  const model = describeConversions(built, [{ name: table, conversions: [conversion] }]);
  const siblings = await ctx.db
    .select({ id: sources.id })
    .from(sources)
    .where(
      and(
        eq(sources.orgId, options.orgId),
        eq(sources.duckdbPath, source.duckdbPath),
        isNull(sources.deletedAt),
      ),
    );
  let modelVersion = 0;
  for (const sibling of siblings) {
    const version = await saveModelVersion(ctx.db, { sourceId: sibling.id, model, now: ctx.now() });
    if (sibling.id === source.id) modelVersion = version;
  }
  const columns = model.tables
    .find((t) => t.name === table)
    ?.columns.map(({ name, nativeType, type: columnType }) => ({
      name,
      nativeType,
      type: columnType,
    }));
  if (columns) {
    await ctx.db
      .update(sources)
      .set({ columns, columnCount: columns.length, updatedAt: ctx.now() })
      .where(eq(sources.id, source.id));
  }
  return {
    filled: conversion.converted + conversion.unparsed,
    convertible: conversion.converted,
    unparsed: conversion.unparsed,
    examples: preview.examples,
    modelVersion,
  };
}
