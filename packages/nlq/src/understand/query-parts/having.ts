import type { Condition } from '@tabletalk/contracts';
import type { Frame } from '../frame';
import type { TableSet } from './table-set';

/**
 * "owners with more than 2 pets", "departments whose average salary is over 5000": counts of
 * related rows and aggregates of each group's rows compared in HAVING, tables joined.
 */
export function havingConditions(tables: TableSet, frame: Frame): Condition[] {
  const having: Condition[] = [];
  for (const filter of frame.filters) {
    if (filter.kind === 'grouped') {
      tables.reach(filter.ref.table);
      const left = { kind: 'aggregate' as const, fn: filter.fn, arg: tables.column(filter.ref) };
      having.push({ kind: 'compare', left, op: filter.op, value: filter.value });
    }
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
