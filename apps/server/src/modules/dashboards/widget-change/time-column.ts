import type { ColumnExpr, SemanticModel, StructuredQuery } from '@tabletalk/contracts';

/**
 * Whether a column of the query is a time: truncated to a grain, or a date, a timestamp or a
 * column of the time role in the source's knowledge.
 */
export function isTimeColumn(
  query: StructuredQuery,
  model: SemanticModel,
  expr: ColumnExpr,
): boolean {
  if (expr.grain) return true;
  const source = [query.from, ...query.joins.map((join) => join.table)].find(
    (table) => table.as === expr.table,
  );
  if (!source) return false;
  const inSchema = (schema: string | null) => source.schema === null || schema === source.schema;
  const table = model.tables.find(
    (candidate) =>
      candidate.name.toLowerCase() === source.name.toLowerCase() && inSchema(candidate.schema),
  );
  const column = table?.columns.find((candidate) => candidate.name === expr.column);
  return column?.role === 'time' || column?.type === 'date' || column?.type === 'timestamp';
}
