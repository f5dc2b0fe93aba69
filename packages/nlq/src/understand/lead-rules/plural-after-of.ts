import type { LeadRule } from './lead-reading';
import { trimEnd } from './lead-words';

const ofFillers = new Set(['the', 'all', 'each', 'every', 'different', 'various', 'distinct']);

/** "the names of all makers": a plural after "of" that names a table is the rows, not a column. */
export const pluralAfterOfCue: LeadRule = ({ context, mention, lead }) => {
  const afterOf = trimEnd(lead, ofFillers).at(-1) === 'of';
  const token = context.tokens[mention.end - 1];
  const isPlural =
    token !== undefined && token.lower !== token.lemma && mention.end - mention.start === 1;
  const namesTable = mention.entries.some((e) => e.target.kind === 'table' && e.quality >= 0.6);
  return afterOf && isPlural && namesTable ? { kind: 'entity' } : null;
};
