import { aggregateWords, groupPhrases } from '../cues';
import { orderDirection } from '../order-direction';
import type { LeadRule } from './lead-reading';
import { containsPhrase, countOpeners, endsWithPhrase } from './lead-words';
import { isParticiple } from './participles';

/** Words after a span that say which way it orders ("by the date ascendingly"). */
const mannerAfter =
  /^((ascending|descending)(ly)?|in (ascending|descending|increasing|decreasing|reverse|alphabetical) order)( |$)/;

/**
 * "the dates of games by the home team in descending order": with nothing counted or
 * aggregated, "by" a span followed by a direction orders by it; there is nothing to group.
 */
function ordersBy(allWords: string[], end: number): boolean {
  const after = allWords.slice(end, end + 4).join(' ');
  const aggregated =
    allWords.some((word) => aggregateWords.has(word)) ||
    countOpeners.some((phrase) => containsPhrase(allWords, phrase) >= 0);
  return mannerAfter.test(after) && !aggregated;
}

/** Verbs that say what rows are ("songs that are by the artist"). */
const copulas = new Set(['is', 'are', 'was', 'were', 'be', 'been']);

/** Words after a noun that open what describes one row of it. */
const describingWords = new Set(['with', 'whose', 'who', 'named', 'called']);

/**
 * The word before the "by" that ends `trimmed`; when "by" opens the lead, the last word of the
 * span before it ("problems reported by the staff", where "reported" names a column itself).
 */
function wordBeforeBy(trimmed: string[], allWords: string[], start: number): string {
  if (trimmed.length > 1) return trimmed.at(-2) ?? '';
  const by = allWords.lastIndexOf('by', start - 1);
  return by > 0 ? (allWords[by - 1] ?? '') : '';
}

/**
 * "by country", "for each singer": a grouping, unless "by" follows a participle ("made by") or a
 * form of "be" ("that are by artists"), or is followed by "all" ("requested by all entrepreneurs"
 * is the whole, not one row per entrepreneur).
 */
export const groupPhraseCue: LeadRule = ({ lead, trimmed, allWords, mention }) => {
  const group = endsWithPhrase(lead, groupPhrases) ?? endsWithPhrase(trimmed, groupPhrases);
  const byAlone = group?.length === 1 && group[0] === 'by';
  // "made by", and "volumes that are by artists": the one who made them, not a grouping.
  const before = wordBeforeBy(trimmed, allWords, mention.start);
  const byAgent = byAlone && (isParticiple(before) || copulas.has(before));
  const byAll = byAlone && lead[lead.lastIndexOf('by') + 1] === 'all';
  // "accounts by the customer with first name Meaghan": one described row is the owner.
  const byDescribed =
    byAlone && lead.at(-1) === 'the' && describingWords.has(allWords[mention.end] ?? '');
  if (byAlone && ordersBy(allWords, mention.end))
    return { kind: 'order', direction: orderDirection(allWords), fn: null };
  return group && !byAgent && !byAll && !byDescribed ? { kind: 'group' } : null;
};
