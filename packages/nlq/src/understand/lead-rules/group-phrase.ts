import { groupPhrases } from '../cues';
import type { LeadRule } from './lead-reading';
import { endsWithPhrase } from './lead-words';
import { isParticiple } from './participles';

/** "by country", "for each singer": a grouping, unless "by" follows a participle ("made by"). */
export const groupPhraseCue: LeadRule = ({ lead, trimmed }) => {
  const group = endsWithPhrase(lead, groupPhrases) ?? endsWithPhrase(trimmed, groupPhrases);
  const byAgent = group?.length === 1 && group[0] === 'by' && isParticiple(trimmed.at(-2) ?? '');
  return group && !byAgent ? { kind: 'group' } : null;
};
