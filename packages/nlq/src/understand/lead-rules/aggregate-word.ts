import { aggregateWords } from '../cues';
import type { LeadRule } from './lead-reading';
import { distinctWords } from './lead-words';
import { listedAggregates } from './listed-aggregates';

/** "the average age", "total and maximum price": an aggregate word at most two words before. */
export const aggregateWordCue: LeadRule = ({ lead, trimmed }) => {
  const aggregate = [...trimmed].reverse().find((word) => aggregateWords.has(word));
  if (!aggregate || trimmed.lastIndexOf(aggregate) < trimmed.length - 2) return null;
  const fn = aggregateWords.get(aggregate) ?? 'sum';
  return {
    kind: 'aggregate',
    fn,
    distinct: lead.some((word) => distinctWords.has(word)),
    also: listedAggregates(trimmed),
  };
};
