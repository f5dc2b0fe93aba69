import type { SemanticTable } from '@tabletalk/contracts';
import type { FilterSpec, Frame } from './frame';

/** Tables a filter reads columns of, inside "and", "or" and conditions on related rows too. */
export function filterColumnTables(filter: FilterSpec): SemanticTable[] {
  switch (filter.kind) {
    case 'and':
    case 'or':
    case 'related':
      return filter.filters.flatMap(filterColumnTables);
    case 'count':
      return [];
    case 'shared':
      return [filter.ref.table, filter.other.table];
    case 'sharing':
      return [
        ...filter.refs.map((ref) => ref.table),
        ...filter.filters.flatMap(filterColumnTables),
      ];
    default:
      return [filter.ref.table];
  }
}

/**
 * Tables whose columns the frame reads: shown (a table shown by its label too), grouped, ordered
 * or filtered by. Tables whose rows are only counted or required are not among them.
 */
export function readTables(frame: Frame): Set<SemanticTable> {
  const tables = new Set<SemanticTable>();
  for (const spec of frame.selects) {
    if (spec.kind === 'entity') tables.add(spec.table);
    else if (spec.ref) tables.add(spec.ref.table);
  }
  for (const group of frame.groupBy) tables.add(group.table);
  for (const order of frame.orderBy) if (order.ref) tables.add(order.ref.table);
  for (const table of frame.filters.flatMap(filterColumnTables)) tables.add(table);
  return tables;
}
