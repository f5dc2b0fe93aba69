import type { SemanticColumn } from '@tabletalk/contracts';
import type { FilterSpec } from '../frame';
import type { FrameRule } from './frame-builder';
import { columnOf } from './mention-targets';
import { showSentenceStart } from './show-sentence';

/** Words that open a clause saying which rows are meant ("customers whose city …", "who have"). */
const clauseWords = new Set(['whose', 'where', 'who', 'that', 'which', 'with']);

/** The columns filters compare, through AND, OR and the filters of related or sharing rows. */
function filteredColumns(filters: FilterSpec[]): SemanticColumn[] {
  return filters.flatMap((f) =>
    f.kind === 'and' || f.kind === 'or' || f.kind === 'related' || f.kind === 'sharing'
      ? filteredColumns(f.filters)
      : 'ref' in f
        ? [f.ref.column]
        : [],
  );
}

/**
 * "students whose city of residence has city code 'BAL'", "employees who took office after
 * 1961": a column named again inside the clause that filters or orders the rows describes
 * which rows are meant; it is not asked to be shown. A later sentence saying what to show ("…
 * with the smallest GDP? Return the city and its GDP.") is out of the clause: its columns stay.
 */
export const dropFilteredColumns: FrameRule = (b) => {
  const { frame, context } = b;
  const firstShown = b.roles[0]?.[0].start ?? 0;
  const clause = context.tokens.findIndex((t, i) => i > firstShown && clauseWords.has(t.lower));
  if (clause < 0) return;
  const showSentence = showSentenceStart(context.tokens);
  const clauseEnd = showSentence > clause ? showSentence : context.tokens.length;
  const filtered = new Set([
    ...filteredColumns(frame.filters),
    ...frame.orderBy.flatMap((o) => (o.kind === 'column' ? [o.ref.column] : [])),
  ]);
  for (const [mention, role] of b.roles) {
    if (role.kind !== 'select' || mention.start < clause || mention.start >= clauseEnd) continue;
    const column = columnOf(b, mention)?.column;
    if (!column || !filtered.has(column)) continue;
    const index = frame.selects.findIndex((s) => s.kind === 'column' && s.ref.column === column);
    if (index >= 0 && frame.selects.length > 1) frame.selects.splice(index, 1);
  }
};
