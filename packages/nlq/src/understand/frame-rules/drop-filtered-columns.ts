import type { SemanticColumn } from '@tabletalk/contracts';
import type { FilterSpec } from '../frame';
import type { FrameRule } from './frame-builder';
import { columnOf } from './mention-targets';

/** The columns filters compare, through AND and OR. */
function filteredColumns(filters: FilterSpec[]): SemanticColumn[] {
  return filters.flatMap((f) =>
    f.kind === 'and' || f.kind === 'or'
      ? filteredColumns(f.filters)
      : 'ref' in f
        ? [f.ref.column]
        : [],
  );
}

/**
 * "students whose city of residence has city code 'BAL'": a column named again inside the clause
 * that filters it describes the filter; it is not asked to be shown.
 */
export const dropFilteredColumns: FrameRule = (b) => {
  const { frame, context } = b;
  const clause = context.tokens.findIndex((t) => t.lower === 'whose' || t.lower === 'where');
  if (clause < 0) return;
  const filtered = new Set(filteredColumns(frame.filters));
  for (const [mention, role] of b.roles) {
    if (role.kind !== 'select' || mention.start < clause) continue;
    const column = columnOf(b, mention)?.column;
    if (!column || !filtered.has(column)) continue;
    const index = frame.selects.findIndex((s) => s.kind === 'column' && s.ref.column === column);
    if (index >= 0 && frame.selects.length > 1) frame.selects.splice(index, 1);
  }
};
