import { groupPhrases } from '../cues';
import type { LeadRule } from './lead-reading';
import { endsWithPhrase } from './lead-words';
import { isParticiple } from './participles';

/**
 * "by country", "for each singer": a grouping, unless "by" follows a participle ("made by") or
 * is followed by "all" ("requested by all entrepreneurs" is the whole, not one row per entrepreneur).
 */
export const groupPhraseCue: LeadRule = ({ lead, trimmed }) => {
  const group = endsWithPhrase(lead, groupPhrases) ?? endsWithPhrase(trimmed, groupPhrases);
  const byAlone = group?.length === 1 && group[0] === 'by';
  const byAgent = byAlone && isParticiple(trimmed.at(-2) ?? '');
  const byAll = byAlone && lead[lead.lastIndexOf('by') + 1] === 'all';
  return group && !byAgent && !byAll ? { kind: 'group' } : null;
};
