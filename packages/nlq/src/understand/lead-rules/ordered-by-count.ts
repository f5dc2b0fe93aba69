import { namesMeasure } from '../mention-columns';
import type { LeadRule } from './lead-reading';
import { articles, countOpeners, endsWithPhrase, fillers, trimEnd } from './lead-words';
import { orderPhraseCue } from './order-phrase';

/**
 * "sorted by the number of orders", "in descending order of the count of schools": a count
 * opener between an ordering and a name that is not a measure orders the rows by how many there
 * are; the name is counted, not shown.
 */
export const orderedByCountCue: LeadRule = (reading) => {
  if (namesMeasure(reading.mention)) return null;
  const lead = trimEnd(reading.lead, articles);
  const opener = countOpeners.find(
    (phrase) => phrase.length === 2 && endsWithPhrase(lead, [phrase]),
  );
  if (!opener) return null;
  const rest = lead.slice(0, lead.length - opener.length);
  const role = orderPhraseCue({ ...reading, lead: rest, trimmed: trimEnd(rest, fillers) });
  return role?.kind === 'order' ? { ...role, fn: 'count' } : null;
};
