import { namesMeasure } from '../mention-columns';
import type { LeadRule } from './lead-reading';
import { articles, countOpeners, endsWithPhrase, fillers, trimEnd } from './lead-words';
import { orderPhraseCue } from './order-phrase';

/**
 * "ordered descending by amount of money requested", "in ascending order of number of police
 * officers": "number of" before a measure column names the measure's own value, so the rows are
 * ordered by that column; it is neither counted nor shown.
 */
export const orderedByMeasureAmountCue: LeadRule = (reading) => {
  if (!namesMeasure(reading.mention)) return null;
  const lead = trimEnd(reading.lead, articles);
  const opener = countOpeners.find(
    (phrase) => phrase.length === 2 && endsWithPhrase(lead, [phrase]),
  );
  if (!opener) return null;
  const rest = lead.slice(0, lead.length - opener.length);
  const role = orderPhraseCue({ ...reading, lead: rest, trimmed: trimEnd(rest, fillers) });
  return role?.kind === 'order' ? { ...role, fn: null } : null;
};
