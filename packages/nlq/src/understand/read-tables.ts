import type { SemanticTable } from '@tabletalk/contracts';
import type { FilterSpec, Frame } from './frame';

/**
 * Tables a filter reads columns of, inside "and" and "or"; with `nested`, inside conditions on
 * related rows (which become EXISTS, not joins) too.
 */
export function filterColumnTables(filter: FilterSpec, nested = true): SemanticTable[] {
  switch (filter.kind) {
    case 'and':
    case 'or':
      return filter.filters.flatMap((inner) => filterColumnTables(inner, nested));
    case 'related':
      return nested ? filter.filters.flatMap((inner) => filterColumnTables(inner)) : [];
    case 'sharing':
      return nested
        ? [
            ...filter.refs.map((ref) => ref.table),
            ...filter.filters.flatMap((f) => filterColumnTables(f)),
          ]
        : [];
    case 'count':
      return [];
    case 'shared':
      return nested ? [filter.ref.table, filter.other.table] : [filter.ref.table];
    default:
      return [filter.ref.table];
  }
}

/** Tables whose columns the frame shows (a table shown by its label too), groups or orders by. */
export function shownColumnTables(frame: Frame): Set<SemanticTable> {
  const tables = new Set<SemanticTable>();
  for (const spec of frame.selects) {
    if (spec.kind === 'entity') tables.add(spec.table);
    else if (spec.ref) tables.add(spec.ref.table);
  }
  for (const group of frame.groupBy) tables.add(group.table);
  for (const order of frame.orderBy) if (order.ref) tables.add(order.ref.table);
  return tables;
}

/**
 * Tables whose columns the frame reads: shown, grouped, ordered or filtered by, conditions on
 * related rows included. Tables whose rows are only counted or required are not among them.
 */
export function readTables(frame: Frame): Set<SemanticTable> {
  return new Set([
    ...shownColumnTables(frame),
    ...frame.filters.flatMap((f) => filterColumnTables(f)),
  ]);
}
