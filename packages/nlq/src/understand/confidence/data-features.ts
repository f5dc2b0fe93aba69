import type {
  ColumnExpr,
  SemanticColumn,
  SemanticModel,
  SemanticTable,
  StructuredQuery,
} from '@tabletalk/contracts';

/** The model's table and column behind a column of the query's top level, when found. */
function resolver(model: SemanticModel, query: StructuredQuery) {
  const aliases = new Map(
    [query.from, ...query.joins.map((join) => join.table)].map((source) => [
      source.as,
      source.name,
    ]),
  );
  return (expr: ColumnExpr): { table: SemanticTable; column: SemanticColumn } | null => {
    const table = model.tables.find((t) => t.name === aliases.get(expr.table));
    const column = table?.columns.find((c) => c.name === expr.column);
    return table && column ? { table, column } : null;
  };
}

/** Whether a column holds the same value on several rows, by the knowledge's statistics. */
const repeats = (found: { table: SemanticTable; column: SemanticColumn } | null) =>
  found !== null && found.column.stats.distinctCount < found.table.rowCount;

/**
 * What the data says about a reading's risks, from the knowledge's column statistics: sorting by
 * a column with repeated values (ties leave the order open), listing a column with repeats and
 * no DISTINCT, and filtering or sorting on columns with empty values.
 */
export function dataFeatures(model: SemanticModel, query: StructuredQuery) {
  const resolve = resolver(model, query);
  const plain = (exprs: { expr: { kind: string } }[]) =>
    exprs.flatMap((item) =>
      item.expr.kind === 'column' ? [resolve(item.expr as ColumnExpr)] : [],
    );
  const sorted = plain(query.orderBy);
  const shown = plain(query.select);
  const aggregated = query.select.some((item) => item.expr.kind !== 'column');
  const filtered = query.where.flatMap((condition) =>
    'left' in condition && condition.left.kind === 'column' ? [resolve(condition.left)] : [],
  );
  const hasNulls = (found: { column: SemanticColumn } | null) =>
    found !== null && found.column.stats.nullShare > 0;
  return {
    sortTies: sorted.some(repeats) ? 1 : 0,
    sortTiesLimited: sorted.some(repeats) && query.limit !== null ? 1 : 0,
    shownRepeats:
      !query.distinct && !aggregated && query.groupBy.length === 0 && shown.some(repeats) ? 1 : 0,
    nullsUsed: [...sorted, ...filtered].some(hasNulls) ? 1 : 0,
    unresolved: [...sorted, ...shown].some((found) => found === null) ? 1 : 0,
  };
}
