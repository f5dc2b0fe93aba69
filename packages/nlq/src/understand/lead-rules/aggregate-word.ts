import { aggregateWords } from '../cues';
import type { LeadRule } from './lead-reading';
import { distinctWords, endsWithPhrase } from './lead-words';
import { listedAggregates } from './listed-aggregates';

/**
 * "the average age", "total and maximum price": an aggregate word at most two words before.
 * "how much profit": an amount asked of a number column is its sum.
 */
export const aggregateWordCue: LeadRule = ({ lead, trimmed, mention }) => {
  const aggregate = [...trimmed].reverse().find((word) => aggregateWords.has(word));
  // "at least a member" bounds a count of rows; it asks for no minimum.
  const bounds = aggregate === 'least' && trimmed[trimmed.lastIndexOf(aggregate) - 1] === 'at';
  if (!aggregate || bounds || trimmed.lastIndexOf(aggregate) < trimmed.length - 2) {
    const target = mention.entries[0]?.target;
    const isNumber =
      target?.kind === 'column' &&
      (target.column.type === 'integer' || target.column.type === 'decimal') &&
      target.column.role !== 'identifier';
    if (!isNumber || !endsWithPhrase(trimmed, [['how', 'much']])) return null;
    return { kind: 'aggregate', fn: 'sum', distinct: false };
  }
  const fn = aggregateWords.get(aggregate) ?? 'sum';
  return {
    kind: 'aggregate',
    fn,
    distinct: lead.some((word) => distinctWords.has(word)),
    also: listedAggregates(trimmed),
  };
};
