import type { LeadRule } from './lead-reading';

const hasVerbs = new Set(['have', 'has', 'had']);
const quantifiers = new Set(['both', 'some', 'any', 'a', 'an']);
/** Words after a column that give it a value to compare ("have an active value of 1"). */
const valueWords = new Set(['value', 'values', 'of', 'equal', 'is', '=']);

/**
 * "countries that have both players with position Forward and ...", "committees that have
 * delegates from the Liberal party": a column right after "have" names the rows had, which the
 * question filters, not a column to show — unless a value for it follows.
 */
export const hadColumnCue: LeadRule = ({ context, mention, lead }) => {
  if (mention.entries[0]?.target.kind !== 'column') return null;
  const next = context.tokens[mention.end]?.lower ?? '';
  if (valueWords.has(next) || /^\d/.test(next)) return null;
  let end = lead.length;
  while (end > 0 && quantifiers.has(lead[end - 1] ?? '')) end--;
  return end > 0 && hasVerbs.has(lead[end - 1] ?? '') ? { kind: 'related', negate: false } : null;
};
