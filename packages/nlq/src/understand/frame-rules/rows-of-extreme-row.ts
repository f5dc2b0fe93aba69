import type { SemanticTable } from '@tabletalk/contracts';
import { shownColumnTables } from '../read-tables';
import { fansOut } from '../semi-joins';
import type { FrameRule } from './frame-builder';

/**
 * "the scientists working on the project with the most hours", "the average age of students in
 * the dorm with the largest capacity": a superlative picking one row of a table whose rows the
 * others shown or aggregated repeat, named in the plural or aggregated, keeps every row joined to
 * it — the column equals its largest (or smallest) value over its table — not the first alone.
 */
export const rowsOfExtremeRow: FrameRule = ({ context, frame }) => {
  const [order, ...more] = frame.orderBy;
  if (order?.kind !== 'column' || more.length > 0 || order.grain || frame.limit !== 1) return;
  if (frame.groupBy.length > 0) return;
  const { table } = order.ref;
  const others = new Set<SemanticTable>([frame.focus, ...shownColumnTables(frame)]);
  for (const spec of frame.selects)
    if (spec.kind === 'aggregate' && spec.table) others.add(spec.table);
  others.delete(table);
  if (![...others].some((other) => fansOut(context.model, table, other))) return;
  // "the trip that started from the station with ...": one row asked for stays one row.
  const aggregated = frame.selects.some((spec) => spec.kind === 'aggregate');
  const plural = context.mentions.some((m) => {
    const target = m.entries[0]?.target;
    const token = context.tokens[m.end - 1];
    return target && others.has(target.table) && token && token.lower !== token.lemma;
  });
  if (!aggregated && !plural) return;
  const fn = order.direction === 'desc' ? 'max' : 'min';
  frame.filters.push({ kind: 'average', ref: order.ref, op: 'eq', fn });
  frame.orderBy = [];
  frame.limit = null;
};
