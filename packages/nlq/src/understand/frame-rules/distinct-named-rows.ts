import { mentionAt } from '../context';
import { distinctWords } from '../lead-rules/lead-words';
import type { FrameRule } from './frame-builder';

/** Words before "different" that make it one group per value ("for different nationalities"). */
const groupingWords = new Set(['for', 'by', 'across', 'per', 'in', 'each', 'every']);

/**
 * "the names of all distinct wines", "the different allergy types": a distinct word right before
 * a named table or column lists the values shown once each. After a number ("two different
 * customers") or a grouping word ("for different grapes") it counts or groups instead.
 */
export const distinctNamedRows: FrameRule = ({ context, frame }) => {
  // Nothing shown yet: the rows named are shown by default, once each.
  if (frame.groupBy.length > 0) return;
  if (frame.selects.some((s) => s.kind !== 'column')) return;
  // "different customers ..., ordered by their total loan": rows ranked by a figure stay rows.
  if (frame.orderBy.some((o) => o.kind !== 'column')) return;
  const { tokens } = context;
  const named = tokens.some((token, i) => {
    if (!distinctWords.has(token.lower) || !mentionAt(context, i + 1)) return false;
    const before = tokens[i - 1];
    return !before || (before.kind !== 'number' && !groupingWords.has(before.lower));
  });
  if (named) frame.distinct = true;
};
