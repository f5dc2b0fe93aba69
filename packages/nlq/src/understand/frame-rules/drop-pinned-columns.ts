import type { SemanticColumn } from '@tabletalk/contracts';
import type { ReadContext } from '../context';
import type { FilterSpec } from '../frame';
import type { Mention } from '../link';
import { markBetween } from '../tokenize';
import type { FrameRule } from './frame-builder';
import { columnOf } from './mention-targets';

/** Words that may stand between two items of a list besides "and" ("the name and the city"). */
const listFillers = new Set(['the', 'its', 'their', 'his', 'her', 'corresponding']);

/** The columns every row must hold one given value in: equalities, through AND only. */
function pinnedColumns(filters: FilterSpec[]): SemanticColumn[] {
  return filters.flatMap((f) => {
    if (f.kind === 'and') return pinnedColumns(f.filters);
    return f.kind === 'compare' && f.op === 'eq' ? [f.ref.column] : [];
  });
}

/** Whether two spans are items of one list: "and" or a comma between them, nothing more. */
function listedTogether(context: ReadContext, first: Mention, second: Mention): boolean {
  const between = context.tokens
    .slice(first.end, second.start)
    .map((token) => token.lower)
    .filter((word) => !listFillers.has(word));
  if (between.length === 1) return between[0] === 'and';
  const last = context.tokens[first.end - 1];
  const next = context.tokens[first.end];
  return between.length === 0 && !!last && !!next && markBetween(last, next);
}

/**
 * "the description of the transaction type with code PUR", "the years when the governor was
 * Eliot Spitzer": a shown column the question fixes to one value would repeat that value on every
 * row; the other columns asked are what is shown. A column the question lists among the others
 * ("the name, city and country of the airports in the city of New York") stays.
 */
export const dropPinnedColumns: FrameRule = (b) => {
  const { frame, context } = b;
  const pinned = new Set(pinnedColumns(frame.filters));
  const grouped = new Set(frame.groupBy.flatMap((g) => ('column' in g ? [g.column] : [])));
  const shown = b.roles.filter(([, role]) => role.kind !== 'filter' && role.kind !== 'consumed');
  const isListed = (column: SemanticColumn) =>
    shown.some(([mention, role], i) => {
      if (role.kind !== 'select' || columnOf(b, mention)?.column !== column) return false;
      const previous = shown[i - 1]?.[0];
      const next = shown[i + 1]?.[0];
      return (
        (!!previous && listedTogether(context, previous, mention)) ||
        (!!next && listedTogether(context, mention, next))
      );
    });
  const isPinned = (s: (typeof frame.selects)[number]) =>
    s.kind === 'column' &&
    pinned.has(s.ref.column) &&
    !grouped.has(s.ref.column) &&
    !isListed(s.ref.column);
  if (!frame.selects.some((s) => !isPinned(s))) return;
  frame.selects = frame.selects.filter((s) => !isPinned(s));
};
