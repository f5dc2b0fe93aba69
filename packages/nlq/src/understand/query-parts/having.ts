import type { Condition } from '@tabletalk/contracts';
import type { Frame } from '../frame';
import type { TableSet } from './table-set';

/** "owners with more than 2 pets": counts of related rows compared in HAVING, tables joined. */
export function havingConditions(tables: TableSet, frame: Frame): Condition[] {
  const having: Condition[] = [];
  for (const filter of frame.filters) {
    if (filter.kind !== 'count') continue;
    if (filter.table) tables.reach(filter.table);
    having.push({
      kind: 'compare',
      left: { kind: 'aggregate', fn: 'count', arg: null },
      op: filter.op,
      value: filter.value,
    });
  }
  return having;
}
