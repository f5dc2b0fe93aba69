import type { LeadRule } from './lead-reading';
import { articles, countOpeners, endsWithPhrase, fillers, trimEnd } from './lead-words';
import { orderPhraseCue } from './order-phrase';

/** Whether a span's best reading is a number column that is not an identifier (a measure). */
function namesMeasure(reading: Parameters<LeadRule>[0]): boolean {
  const target = reading.mention.entries[0]?.target;
  return (
    target?.kind === 'column' &&
    (target.column.type === 'integer' || target.column.type === 'decimal') &&
    target.column.role !== 'identifier'
  );
}

/**
 * "ordered descending by amount of money requested", "in ascending order of number of police
 * officers": "number of" before a measure column names the measure's own value, so the rows are
 * ordered by that column; it is neither counted nor shown.
 */
export const orderedByMeasureAmountCue: LeadRule = (reading) => {
  if (!namesMeasure(reading)) return null;
  const lead = trimEnd(reading.lead, articles);
  const opener = countOpeners.find(
    (phrase) => phrase.length === 2 && endsWithPhrase(lead, [phrase]),
  );
  if (!opener) return null;
  const rest = lead.slice(0, lead.length - opener.length);
  const role = orderPhraseCue({ ...reading, lead: rest, trimmed: trimEnd(rest, fillers) });
  return role?.kind === 'order' ? { ...role, fn: null } : null;
};
