import type { SemanticColumn, SemanticModel, SemanticTable } from '@tabletalk/contracts';
import { labelColumn } from './resolve';

/**
 * Whether many rows of `table` can hold one value of `column`: fewer different values than rows,
 * and not the key telling its rows apart. A key referring to other rows (a tryout's college)
 * repeats like any other value.
 */
export function repeatsOver(table: SemanticTable, column: SemanticColumn): boolean {
  const isOwnKey = table.primaryKey.length === 1 && table.primaryKey[0] === column.name;
  return !isOwnKey && column.stats.distinctCount < table.rowCount;
}

/** The one column by which rows of `table` refer to rows of `owner`, if many rows share it. */
function repeatedReference(
  model: SemanticModel,
  table: SemanticTable,
  owner: SemanticTable,
): SemanticColumn | undefined {
  for (const r of model.relationships) {
    if (r.fromTable !== table.name || r.toTable !== owner.name || r.fromColumns.length !== 1)
      continue;
    const column = table.columns.find((c) => c.name === r.fromColumns[0]);
    if (column && repeatsOver(table, column)) return column;
  }
  return undefined;
}

/**
 * The column of `table` whose one value stands for a row of `shown` and gathers many rows of
 * `table` ("schools" of tryouts): the key referring to `shown`, or, for `table` itself shown by
 * its label, that label when it refers to other rows.
 */
export function gatheringColumn(
  model: SemanticModel,
  table: SemanticTable,
  shown: SemanticTable,
): SemanticColumn | undefined {
  if (shown !== table) return repeatedReference(model, table, shown);
  const label = labelColumn(table);
  const refersOut = model.relationships.some(
    (r) =>
      r.fromTable === table.name && r.fromColumns.length === 1 && r.fromColumns[0] === label?.name,
  );
  return label && refersOut && repeatsOver(table, label) ? label : undefined;
}
