import type { SemanticTable } from '@tabletalk/contracts';
import type { Frame, GroupColumn } from '../frame';
import {
  articles,
  containsPhrase,
  countOpeners,
  distinctWords,
  trimEnd,
} from '../lead-rules/lead-words';
import type { FrameBuilder, FrameRule } from './frame-builder';
import { columnOf } from './mention-targets';

/** Words that ask for a count for each group ("for each publisher", "per course"). */
const perGroupWords = new Set(['each', 'per', 'every']);

/** The words before the question's first name. */
function leadWords({ context }: FrameBuilder): string[] {
  const first = context.mentions[0]?.start ?? context.tokens.length;
  return context.tokens.slice(0, first).map((t) => t.lower);
}

/** Whether the question opens with a count ("how many", "count the number of") before any name. */
function opensWithCount(builder: FrameBuilder): boolean {
  const lead = trimEnd(leadWords(builder), articles);
  return countOpeners.some((phrase) => containsPhrase(lead, phrase) >= 0);
}

/**
 * "How many milliseconds long is the track", "how many rooms in total": a number column named
 * right after the count words holds the answer itself.
 */
function asksForAmount(builder: FrameBuilder): boolean {
  const [first] = builder.context.mentions;
  const target = first?.entries[0]?.target;
  return (
    target?.kind === 'column' &&
    (target.column.type === 'integer' || target.column.type === 'decimal') &&
    target.column.role !== 'identifier' &&
    builder.frame.selects.some((s) => s.kind === 'column' && s.ref.column === target.column)
  );
}

/**
 * The group a count is asked for: what the question names right after "each" or "per" (a
 * column, else a table by its rows); undefined with no such words, null when they name nothing.
 */
function perGroup(
  builder: FrameBuilder,
): GroupColumn | { table: SemanticTable } | null | undefined {
  const { context } = builder;
  const at = context.tokens.findIndex((t) => perGroupWords.has(t.lower));
  if (at < 0) return undefined;
  const mention = context.mentions.find((m) => m.start === at + 1 && !m.isLiteral);
  const target = mention?.entries[0]?.target;
  if (!mention || !target) return null;
  if (target.kind === 'table') return { table: target.table };
  return columnOf(builder, mention);
}

const hasAggregate = (frame: Frame) =>
  [...frame.selects, ...frame.orderBy].some((s) => s.kind !== 'column' && s.kind !== 'entity');

/**
 * "How many female professors do we have?", "Count the tests with result 'Fail'": a question
 * that opens by asking for a count, read without one (its noun was taken as a value or a
 * filter), answers with the count of the rows it keeps, or of the distinct values it shows
 * ("how many different kinds of sources"); asked "for each" group, with the count per group.
 */
export const countAskedRows: FrameRule = (builder) => {
  const { frame } = builder;
  if (frame.limit !== null || hasAggregate(frame)) return;
  if (!opensWithCount(builder) || asksForAmount(builder)) return;
  const group = perGroup(builder);
  if (group === null || (group === undefined && frame.groupBy.length > 0)) return;
  if (group) {
    // "How many books are there for each publisher?": the rows counted for each group.
    frame.groupBy = [group];
    frame.selects = [
      ...('column' in group ? [{ kind: 'column' as const, ref: group }] : []),
      { kind: 'aggregate', fn: 'count', ref: null },
    ];
    frame.distinct = false;
    frame.orderBy = [];
    return;
  }
  const [only, ...rest] = frame.selects;
  // "How many different kinds of lens brands": the count opener says the values are distinct.
  const different = frame.distinct || leadWords(builder).some((word) => distinctWords.has(word));
  frame.selects =
    different && only?.kind === 'column' && rest.length === 0
      ? [{ kind: 'aggregate', fn: 'count_distinct', ref: only.ref }]
      : [{ kind: 'aggregate', fn: 'count', ref: null }];
  frame.distinct = false;
  frame.orderBy = [];
};
