import type { SemanticModel, SemanticTable } from '@tabletalk/contracts';
import type { FilterSpec } from '../frame';
import { shortestPath } from '../join-graph';
import type { FrameRule } from './frame-builder';
import { showsRepeatedValues } from './share-denied-values';

type Related = Extract<FilterSpec, { kind: 'related' }>;

/** Whether every step from the focus to `table` follows a key to the one row it names. */
function holdsOneRow(model: SemanticModel, focus: SemanticTable, table: SemanticTable): boolean {
  const path = shortestPath(model, focus, table);
  return (
    !!path &&
    path.length > 0 &&
    path.every(
      (step) =>
        step.to.primaryKey.length === step.toColumns.length &&
        step.toColumns.every((column) => step.to.primaryKey.includes(column)),
    )
  );
}

/** The one equality a related filter asks of its rows, if that is all it asks. */
function soleEquality(filter: Related): Extract<FilterSpec, { kind: 'compare' }> | null {
  const [only] = filter.filters;
  return filter.filters.length === 1 && only?.kind === 'compare' && only.op === 'eq' ? only : null;
}

/** Whether two related filters ask one column of the same table for different values. */
function askApart(a: Related, b: Related): boolean {
  const [x, y] = [soleEquality(a), soleEquality(b)];
  return (
    a.table === b.table &&
    !!x &&
    !!y &&
    x.ref.column === y.ref.column &&
    x.ref.table === y.ref.table &&
    x.value !== y.value
  );
}

/**
 * "Committees that have delegates both from the Democratic party and the Liberal party": a row
 * of the focus names one party, so it cannot hold both; the two sets are rows sharing the values
 * shown (the committee), each with its own party. So too when the values shown repeat over rows
 * ("teams with both wrestlers eliminated by Orton and wrestlers eliminated by Benjamin").
 */
export const shareSingleRelated: FrameRule = ({ frame, context }) => {
  const related = frame.filters.filter(
    (f): f is Related => f.kind === 'related' && !f.negate && f.filters.length > 0,
  );
  const apart = new Set<Related>();
  const repeated = showsRepeatedValues(context.model, frame);
  const cannotHoldBoth = (table: SemanticTable) =>
    repeated || holdsOneRow(context.model, frame.focus, table);
  for (const [i, a] of related.entries()) {
    for (const b of related.slice(i + 1)) {
      if (!askApart(a, b) || !cannotHoldBoth(a.table)) continue;
      apart.add(a);
      apart.add(b);
    }
  }
  if (apart.size === 0) return;
  frame.filters = frame.filters.map(
    (f): FilterSpec =>
      f.kind === 'related' && apart.has(f)
        ? { kind: 'sharing', refs: [], filters: [f], negate: false }
        : f,
  );
};
