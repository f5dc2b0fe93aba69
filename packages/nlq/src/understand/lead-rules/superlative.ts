import type { SemanticTable } from '@tabletalk/contracts';
import type { ReadContext } from '../context';
import {
  aggregateWords,
  countingSuperlatives,
  modeWords,
  showVerbs,
  superlativeWords,
} from '../cues';
import type { Mention } from '../link';
import { punctuatedAfter } from '../tokenize';
import type { LeadRule } from './lead-reading';
import { containsPhrase, measureAdjectives } from './lead-words';
import { listedAggregates } from './listed-aggregates';

const relativeWords = new Set([
  'with',
  'has',
  'have',
  'had',
  'having',
  'whose',
  'that',
  'who',
  'which',
  'where',
  'of',
]);

/**
 * "the party with the most delegates", "the project with the most scientists": a name or key
 * right after a counting superlative holds no amount to rank by; its rows are counted.
 */
function namesCountedRows(context: ReadContext, mention: Mention, saysNumber: boolean): boolean {
  const target = mention.entries[0]?.target;
  // "the most scholarship students": a name before another only qualifies the head noun.
  const qualifies = context.mentions.some((m) => m.start === mention.end);
  if (target?.kind !== 'column' || qualifies) return false;
  const { table, column } = target;
  // A key pointing at another table's rows counts them; the table's own key ("the most
  // allergies" of a table keyed by allergy) or identifier ("the most orders" of order lines)
  // names its rows instead, unless "number of" says the rows of another table than the one just
  // named are counted ("the invoice with the largest number of transactions").
  if (refersToOtherTable(context, table.name, column.name)) return true;
  if (column.role === 'identifier' || table.primaryKey.includes(column.name))
    return saysNumber && !namedBefore(context, mention, table);
  return column.type !== 'integer' && column.type !== 'decimal';
}

/** Whether the span right before `mention` names `table` or one of its columns. */
function namedBefore(context: ReadContext, mention: Mention, table: SemanticTable): boolean {
  const before = context.mentions.filter((m) => m.end <= mention.start).at(-1);
  return before?.entries[0]?.target.table === table;
}

/** Whether a column points at another table's rows ("assigned_to.scientist" → scientists). */
function refersToOtherTable(context: ReadContext, table: string, column: string): boolean {
  return context.model.relationships.some(
    (r) => r.fromTable === table && r.fromColumns.length === 1 && r.fromColumns[0] === column,
  );
}

/** Words that open a new sentence after a mark ("… the most times? Show the id"). */
const sentenceOpeners = new Set([...showVerbs, 'find', 'what', 'which']);

/**
 * Whether a new sentence starts between two tokens: a superlative ending one sentence ("visited
 * the most times?") says nothing of a span in the next.
 */
function opensSentenceBetween(context: ReadContext, from: number, to: number): boolean {
  const { tokens } = context;
  for (let index = from; index < to - 1; index++) {
    const opener = sentenceOpeners.has(tokens[index + 1]?.lower ?? '');
    if (opener && punctuatedAfter(tokens, index)) return true;
  }
  return false;
}

/**
 * A superlative at most three words before the span: "the most common X" keeps the most frequent
 * value, "the most X" (of a table, or "number of") the row with the most related rows, "the
 * highest X" the maximum (or, in a relative clause, the row holding it).
 */
export const superlativeCue: LeadRule = ({ context, mention, lead, trimmed, isTable }) => {
  const superlative = [...trimmed].reverse().find(
    (word, i, reversed) =>
      superlativeWords.has(word) &&
      !measureAdjectives.has(word) &&
      !/^\d/.test(reversed[i - 1] ?? '') &&
      // "at least a member", "at most twice" bound a count instead.
      reversed[i + 1] !== 'at',
  );
  const superIndex = superlative ? trimmed.lastIndexOf(superlative) : -1;
  const namesMeasure = measureAdjectives.has(trimmed[superIndex + 1] ?? '');
  if (!superlative || superIndex < trimmed.length - 3 || namesMeasure) return null;
  if (opensSentenceBetween(context, mention.start - lead.length + superIndex, mention.start))
    return null;
  const direction = superlativeWords.get(superlative) ?? 'desc';
  const between = trimmed.slice(superIndex + 1);
  if (between.some((word) => modeWords.has(word))) return { kind: 'mode', direction };
  // "the most number of scientists": the trimmed lead has lost the "of" after "number".
  // "the largest number of delegates" counts as "the most delegates" does.
  const saysNumber = between.length === 1 && between[0] === 'number';
  const countedRows =
    ((countingSuperlatives.has(superlative) && between.length === 0) || saysNumber) &&
    namesCountedRows(context, mention, saysNumber);
  const counted =
    isTable ||
    countedRows ||
    containsPhrase(between, ['number', 'of']) >= 0 ||
    between.includes('count');
  if (counted) return { kind: 'argmax', direction, count: true };
  // "the highest average salary", "the largest total amount": rows ranked by the aggregate
  // (not "the maximum and average seating" nor "the minimum, maximum, average price", lists).
  const ranked = aggregateWords.get(between[0] ?? '');
  const listed = aggregateWords.has(trimmed[superIndex - 1] ?? '');
  if ((ranked === 'avg' || ranked === 'sum') && !listed)
    return { kind: 'argmax', direction, count: false, fn: ranked };
  const beforeSuper = trimmed.slice(0, superIndex);
  // "along with the maximum": "with" that only adds to a list opens no relative clause.
  const isRelative =
    beforeSuper.some(
      (word, i) =>
        relativeWords.has(word) &&
        !(word === 'with' && (beforeSuper[i - 1] === 'along' || beforeSuper[i - 1] === 'together')),
    ) && !/^(what|which)$/.test(beforeSuper.at(-1) ?? '');
  const fn = aggregateWords.get(superlative);
  const afterNumber = /^\d/.test(beforeSuper.at(-1) ?? '');
  if (!isRelative && !afterNumber && fn)
    return { kind: 'aggregate', fn, distinct: false, also: listedAggregates(trimmed) };
  return { kind: 'argmax', direction, count: false };
};
