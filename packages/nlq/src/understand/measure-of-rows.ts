import type { SemanticTable } from '@tabletalk/contracts';
import type { ColumnRef } from './frame';

/** The one number measure a table holds; null when it holds none or several. */
function soleMeasure(table: SemanticTable): ColumnRef | null {
  const measures = table.columns.filter(
    (c) => !c.hidden && c.role === 'measure' && (c.type === 'integer' || c.type === 'decimal'),
  );
  const column = measures.length === 1 ? measures[0] : undefined;
  return column ? { table, column } : null;
}

/**
 * "the average rating" of a ratings table, "the highest average review": an average, total or
 * extreme of a table's rows is of its one measure, when the span names the table or only its
 * key. Else the column named (null: the rows are counted).
 */
export function measureOfRows(
  table: SemanticTable | undefined,
  named: ColumnRef | null,
): ColumnRef | null {
  if (named && named.column.role !== 'identifier') return named;
  return (table && soleMeasure(table)) ?? named;
}
