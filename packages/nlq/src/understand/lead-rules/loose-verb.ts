import type { LeadRule } from './lead-reading';
import { isParticiple } from './participles';

/**
 * "matches who played in 2013", "battles that lost ships", "injuries caused": a verb that only
 * loosely matches a table's or column's name ("players", "lost in battle") is the sentence's
 * verb, not rows or a column.
 */
export const looseVerbCue: LeadRule = ({ context, mention }) => {
  const word = context.tokens[mention.start];
  const isLooseVerb =
    mention.end - mention.start === 1 &&
    mention.quality < 0.7 &&
    word !== undefined &&
    isParticiple(word.lower);
  return isLooseVerb ? { kind: 'consumed' } : null;
};
