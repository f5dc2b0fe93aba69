import type { SemanticColumn, SemanticModel, SemanticTable } from '@tabletalk/contracts';
import type { FilterSpec, Frame } from '../frame';
import { gatheringColumn, repeatsOver } from '../repeated-values';
import type { FrameRule } from './frame-builder';
import { distinctlyCounted } from './share-shown-values';

type Compare = Extract<FilterSpec, { kind: 'compare' }>;

/**
 * Whether every shown item (or every column counted apart) is a value many rows of the focus can
 * hold: a repeated column, or rows of a table the focus's rows gather under.
 */
export function showsRepeatedValues(model: SemanticModel, frame: Frame): boolean {
  const counted = distinctlyCounted(frame);
  if (counted) return counted.every((ref) => repeatsOver(frame.focus, ref.column));
  return (
    frame.selects.length > 0 &&
    frame.selects.every((s) => {
      if (s.kind === 'entity') return !!gatheringColumn(model, frame.focus, s.table);
      return s.kind === 'column' && repeatsOver(frame.focus, s.ref.column);
    })
  );
}

/** The one column a filter's equalities all compare, if they compare one column only. */
function deniedColumn(
  filters: FilterSpec[],
): { table: SemanticTable; column: SemanticColumn } | null {
  const [first] = filters;
  if (first?.kind !== 'compare') return null;
  const same = filters.every(
    (f) => f.kind === 'compare' && f.op === 'eq' && f.ref.column === first.ref.column,
  );
  return same ? first.ref : null;
}

/**
 * The denial in "A but not B" read as values shown: a negated related filter asking one column,
 * or a "not equal" of that column, once a plain equality asks the same column for another value.
 */
function deniedSet(frame: Frame, f: FilterSpec): FilterSpec[] | null {
  const asks = (column: SemanticColumn) =>
    frame.filters.some((g) => g.kind === 'compare' && g.op === 'eq' && g.ref.column === column);
  if (f.kind === 'related' && f.negate && f.filters.length > 0) {
    const denied = deniedColumn(f.filters);
    return denied && asks(denied.column) ? f.filters : null;
  }
  if (f.kind === 'compare' && f.op === 'neq' && asks(f.ref.column)) {
    const equal: Compare = { ...f, op: 'eq' };
    return [equal];
  }
  return null;
}

/**
 * "States with college students in the mid position but not in the goalie position", "titles of
 * courses in Statistics but not in Psychology": when the values shown repeat over rows, the
 * denied set is of values shown — those no row of the denied set holds — not of the rows
 * themselves.
 */
export const shareDeniedValues: FrameRule = ({ frame, context }) => {
  if (!showsRepeatedValues(context.model, frame)) return;
  frame.filters = frame.filters.map((f): FilterSpec => {
    const denied = deniedSet(frame, f);
    return denied ? { kind: 'sharing', refs: [], filters: denied, negate: true } : f;
  });
};
