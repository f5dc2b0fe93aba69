import type { SemanticTable } from '@tabletalk/contracts';
import type { ColumnRef, FilterSpec } from '../frame';
import type { FrameRule } from './frame-builder';

/** The key columns of a table, which tell its rows apart. */
function keyRefs(table: SemanticTable): ColumnRef[] {
  return table.primaryKey.flatMap((name) => {
    const column = table.columns.find((c) => c.name === name);
    return column ? [{ table, column }] : [];
  });
}

/**
 * Rows sharing values with other rows share the values shown, each listed once; a row named as
 * the answer, or counted, shares its key. Without a key to share, the sets' filters apply to the
 * rows themselves, and a negated set is dropped.
 */
export const shareShownValues: FrameRule = ({ frame }) => {
  if (!frame.filters.some((f) => f.kind === 'sharing')) return;
  const aggregated = frame.selects.some((s) => s.kind === 'aggregate' || s.kind === 'share');
  const shown = frame.selects.flatMap((s) =>
    s.kind === 'column' ? [s.ref] : s.kind === 'entity' ? keyRefs(s.table) : [],
  );
  const refs = aggregated || shown.length === 0 ? keyRefs(frame.focus) : shown;
  if (refs.length === 0) {
    frame.filters = frame.filters.flatMap((f): FilterSpec[] =>
      f.kind !== 'sharing' ? [f] : f.negate ? [] : f.filters,
    );
    return;
  }
  for (const filter of frame.filters) if (filter.kind === 'sharing') filter.refs = refs;
  if (!aggregated) frame.distinct = true;
};
