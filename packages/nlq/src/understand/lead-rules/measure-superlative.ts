import { superlativeWords } from '../cues';
import type { LeadRule } from './lead-reading';
import { measureAdjectives } from './lead-words';
import { listedWithSuperlative } from './listed-aggregates';

/**
 * "the shortest life expectancy": a measure's own superlative right before another measure
 * ranks by the measure named. Listed with aggregates ("the average and oldest age") it is one
 * more aggregate of the measure.
 */
export const measureSuperlativeCue: LeadRule = ({ mention, trimmed }) => {
  const adjective = trimmed.at(-1) ?? '';
  const named = mention.entries[0]?.target;
  const isNumber =
    named?.kind === 'column' &&
    (named.column.type === 'integer' || named.column.type === 'decimal');
  if (!isNumber || !measureAdjectives.has(adjective) || !adjective.endsWith('est')) return null;
  const listed = listedWithSuperlative(trimmed);
  const fn = listed.at(-1);
  if (fn) return { kind: 'aggregate', fn, distinct: false, also: listed };
  const direction = superlativeWords.get(adjective);
  return direction ? { kind: 'argmax', direction, count: false } : null;
};
