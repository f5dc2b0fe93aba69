import type { Frame } from '../frame';
import { articles, containsPhrase, countOpeners, trimEnd } from '../lead-rules/lead-words';
import type { FrameBuilder, FrameRule } from './frame-builder';

/** Words that ask for a count for each group, which this rule does not read. */
const perGroupWords = new Set(['each', 'per', 'every']);

/** Whether the question opens with a count ("how many", "count the number of") before it names anything. */
function opensWithCount({ context }: FrameBuilder): boolean {
  const first = context.mentions[0]?.start ?? context.tokens.length;
  const lead = trimEnd(
    context.tokens.slice(0, first).map((t) => t.lower),
    articles,
  );
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

const hasAggregate = (frame: Frame) =>
  [...frame.selects, ...frame.orderBy].some((s) => s.kind !== 'column' && s.kind !== 'entity');

/**
 * "How many female professors do we have?", "Count the tests with result 'Fail'": a question
 * that opens by asking for a count, read without one (its noun was taken as a value or a
 * filter), answers with the count of the rows it keeps, or of the distinct values it shows
 * ("how many different kinds of sources").
 */
export const countAskedRows: FrameRule = (builder) => {
  const { context, frame } = builder;
  if (frame.groupBy.length > 0 || frame.limit !== null || hasAggregate(frame)) return;
  if (context.tokens.some((t) => perGroupWords.has(t.lower))) return;
  if (!opensWithCount(builder) || asksForAmount(builder)) return;
  const [only, ...rest] = frame.selects;
  frame.selects =
    frame.distinct && only?.kind === 'column' && rest.length === 0
      ? [{ kind: 'aggregate', fn: 'count_distinct', ref: only.ref }]
      : [{ kind: 'aggregate', fn: 'count', ref: null }];
  frame.distinct = false;
  frame.orderBy = [];
};
