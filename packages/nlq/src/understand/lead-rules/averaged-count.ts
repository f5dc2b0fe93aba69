import type { LeadRule } from './lead-reading';
import { articles, endsWithPhrase, trimEnd } from './lead-words';

/**
 * "the average number of injuries", "the total number of beds": over a column of counts (any
 * number column but a key) averages (or totals) it.
 */
export const averagedCountCue: LeadRule = ({ mention, lead }) => {
  const best = mention.entries[0]?.target;
  const isCountColumn =
    best?.kind === 'column' &&
    (best.column.type === 'integer' || best.column.type === 'decimal') &&
    best.column.role !== 'identifier';
  const averaged = endsWithPhrase(trimEnd(lead, articles), [
    ['average', 'number', 'of'],
    ['mean', 'number', 'of'],
    ['total', 'number', 'of'],
  ]);
  if (!averaged || !isCountColumn) return null;
  return { kind: 'aggregate', fn: averaged[0] === 'total' ? 'sum' : 'avg', distinct: false };
};
