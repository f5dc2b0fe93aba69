import { namesMeasure } from '../mention-columns';
import type { LeadRule } from './lead-reading';
import { articles, countOpeners, endsWithPhrase, fillers, trimEnd } from './lead-words';
import { orderPhraseCue } from './order-phrase';

/**
 * "number of" (or "count of") between an ordering and a name. Before a measure column it names
 * the measure's own value ("in ascending order of number of police officers"): the rows are
 * ordered by that column. Before anything else it counts ("sorted by the number of orders"): the
 * rows are ordered by how many there are. Either way the name is not shown.
 */
export const orderedByNumberOfCue: LeadRule = (reading) => {
  const lead = trimEnd(reading.lead, articles);
  const opener = countOpeners.find(
    (phrase) => phrase.length === 2 && endsWithPhrase(lead, [phrase]),
  );
  if (!opener) return null;
  const rest = lead.slice(0, lead.length - opener.length);
  const role = orderPhraseCue({ ...reading, lead: rest, trimmed: trimEnd(rest, fillers) });
  if (role?.kind !== 'order') return null;
  return { ...role, fn: namesMeasure(reading.mention) ? null : 'count' };
};
