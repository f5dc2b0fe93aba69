import { mentionAt } from '../context';
import type { FrameRule } from './frame-builder';

/** A count naming no noun: "how many are there", "how many of them", "and the count", "number of them". */
const bareCount =
  /\bhow many (are|is|were|was|of them|do|does|did|have|has|there)\b|\b(the|its|their) count$|\b(number|count) of them\b/;

/**
 * "What are the types of games and how many are in each type?", "Show the categories and the
 * count": a count with no noun after it counts the rows of the focus, beside what is shown.
 */
export const bareCounts: FrameRule = ({ context, frame }) => {
  if (frame.selects.some((s) => s.kind === 'aggregate' && s.fn === 'count')) return;
  const words = context.tokens.map((t) => t.lower);
  const match = bareCount.exec(words.join(' '));
  if (!match) return;
  // The word after the cue: a span there is what is counted, read by the count cue already.
  const after = match.index + match[0].length;
  const at = words.join(' ').slice(0, after).split(' ').length;
  if (mentionAt(context, at)) return;
  frame.selects.push({ kind: 'aggregate', fn: 'count', ref: null });
};
