import type { LeadRule } from './lead-reading';
import { articles, endsWithPhrase, trimEnd } from './lead-words';
import { listedAggregates } from './listed-aggregates';

/**
 * "the average number of injuries", "the total number of beds": over a column of counts (any
 * number column but a key) averages (or totals) it; "the maximum, minimum and average number of
 * used kb" takes each aggregate listed.
 */
export const averagedCountCue: LeadRule = ({ mention, lead }) => {
  const best = mention.entries[0]?.target;
  const isCountColumn =
    best?.kind === 'column' &&
    (best.column.type === 'integer' || best.column.type === 'decimal') &&
    best.column.role !== 'identifier';
  const said = trimEnd(lead, articles);
  const averaged = endsWithPhrase(said, [
    ['average', 'number', 'of'],
    ['mean', 'number', 'of'],
    ['total', 'number', 'of'],
  ]);
  if (!averaged || !isCountColumn) return null;
  const fn = averaged[0] === 'total' ? 'sum' : 'avg';
  // "the maximum and total number", not "the average total number" (the average of a total).
  const before = said.slice(0, -2);
  const isListed = ['and', 'or'].includes(before.at(-2) ?? '');
  return {
    kind: 'aggregate',
    fn,
    distinct: false,
    ...(isListed ? { also: listedAggregates(before) } : {}),
  };
};
