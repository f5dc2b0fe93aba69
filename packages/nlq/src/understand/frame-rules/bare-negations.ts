import type { SemanticTable } from '@tabletalk/contracts';
import type { FilterSpec } from '../frame';
import { shortestPath } from '../join-graph';
import { filterColumnTables } from '../read-tables';
import type { FrameRule } from './frame-builder';

type Related = Extract<FilterSpec, { kind: 'related' }>;

const movable = new Set(['compare', 'text', 'null', 'in', 'between', 'or', 'and']);

/**
 * "customers who do not have a loan with a type of Mortgages", "churches except those that had a
 * wedding in 2015", "physicians who never took any appointment": rows without any related rows
 * of a table cannot also be joined to such rows, so a condition read on that table (or on a table
 * reached through it) outside the negation belongs inside it, and a column of it shown beside the
 * negation ("appointment physician" for "physicians") is dropped rather than joined.
 */
export const bareNegations: FrameRule = ({ context, frame }) => {
  const bare = frame.filters.filter(
    (f): f is Related =>
      f.kind === 'related' && f.negate && f.filters.length === 0 && f.table !== frame.focus,
  );
  if (bare.length === 0) return;
  const under = (table: SemanticTable) =>
    bare.find(
      (n) =>
        n.table === table ||
        (shortestPath(context.model, frame.focus, table) ?? []).some((s) => s.to === n.table),
    );
  const absorbed = new Map<FilterSpec, Related>();
  for (const filter of frame.filters) {
    if (bare.includes(filter as Related)) continue;
    const tables =
      filter.kind === 'related' && !filter.negate
        ? [filter.table, ...filterColumnTables(filter)]
        : movable.has(filter.kind)
          ? filterColumnTables(filter)
          : [];
    const owners = new Set(tables.map(under));
    const [owner] = owners;
    if (tables.length > 0 && owners.size === 1 && owner) absorbed.set(filter, owner);
  }
  for (const [filter, owner] of absorbed)
    owner.filters.push(...(filter.kind === 'related' ? filter.filters : [filter]));
  frame.filters = frame.filters.filter((f) => !absorbed.has(f));
  frame.selects = frame.selects.filter((s) => s.kind !== 'column' || !under(s.ref.table));
  frame.joins = frame.joins.filter((table) => !under(table));
};
