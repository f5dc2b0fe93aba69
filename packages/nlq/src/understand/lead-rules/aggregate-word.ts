import { aggregateWords } from '../cues';
import { stopWords } from '../stop-words';
import type { LeadRule } from './lead-reading';
import { distinctWords, endsWithPhrase } from './lead-words';
import { listedAggregates } from './listed-aggregates';

/**
 * Whether the aggregate word at `at` ends a comparison ("older than average", "larger than the
 * average"): it names what is compared with, not an aggregate of the span after it.
 */
function comparedWith(trimmed: string[], at: number): boolean {
  const before = trimmed[at - 1] === 'the' ? at - 2 : at - 1;
  return trimmed[before] === 'than';
}

/**
 * Whether the aggregate word at `at` is near enough the span to be said of it: at most two words
 * before, or three plain words the span's name did not take ("the average ticket sales gross").
 */
function nearSpan(trimmed: string[], at: number): boolean {
  const gap = trimmed.slice(at + 1);
  return gap.length <= 2 || (gap.length === 3 && !gap.some((word) => stopWords.has(word)));
}

/**
 * "the average age", "total and maximum price": an aggregate word near before (`nearSpan`).
 * "how much profit": an amount asked of a number column is its sum.
 */
export const aggregateWordCue: LeadRule = ({ lead, trimmed, mention }) => {
  const aggregate = [...trimmed].reverse().find((word) => aggregateWords.has(word));
  const at = aggregate ? trimmed.lastIndexOf(aggregate) : -1;
  // "at least a member" bounds a count of rows; it asks for no minimum.
  const bounds = aggregate === 'least' && trimmed[at - 1] === 'at';
  if (!aggregate || bounds || comparedWith(trimmed, at) || !nearSpan(trimmed, at)) {
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
