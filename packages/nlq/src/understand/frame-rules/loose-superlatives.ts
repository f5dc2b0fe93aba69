import type { SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import { mentionAt } from '../context';
import { adjectiveMeasures, aggregateWords, superlativeWords } from '../cues';
import type { ColumnRef } from '../frame';
import { lemmasOf } from '../lexicon';
import { dropPickedColumn } from '../picked-column';
import { birthColumn, columnByNouns, timeColumn } from '../resolve';
import type { FrameBuilder, FrameRule } from './frame-builder';
import { columnOf, tableOf } from './mention-targets';

/** The table's own date column, when it has exactly one: when each of its rows happened. */
function ownDateColumn(table: SemanticTable): SemanticColumn | undefined {
  const dates = table.columns.filter(
    (c) => !c.hidden && (c.type === 'date' || c.type === 'timestamp'),
  );
  return dates.length === 1 ? dates[0] : undefined;
}

/** The table whose rows are named right at `at` (after "ever", if said), if any. */
function rowsNamedAt(b: FrameBuilder, at: number): SemanticTable | undefined {
  const { context } = b;
  const start = context.tokens[at]?.lower === 'ever' ? at + 1 : at;
  const next = mentionAt(context, start);
  return next?.start === start ? tableOf(next) : undefined;
}

/**
 * "the customer who made the first rental", "the driver with the shortest lap time": a
 * superlative right before another table's rows (after "ever", if said) measures those rows:
 * their time column for time words, else their column named by the measure's nouns.
 */
function measureOfRowsNamed(b: FrameBuilder, at: number, nouns: string[]): ColumnRef | null {
  const { context, frame } = b;
  const rows = rowsNamedAt(b, at);
  if (!rows || rows === frame.focus) return null;
  const isTime = nouns.includes('date');
  const found = isTime
    ? timeColumn(context.model, rows, [rows])
    : columnByNouns(context.model, nouns, rows, [rows]);
  return found?.table === rows ? found : null;
}

/**
 * "the shop that opened in the most recent year", "the earliest date of birth": a time column
 * named right after a time superlative (after "the", if said) is the one it ranks.
 */
function timeNamedAt(b: FrameBuilder, at: number, nouns: string[]): ColumnRef | null {
  const { context } = b;
  if (!nouns.includes('date')) return null;
  const start = context.tokens[at]?.lower === 'the' ? at + 1 : at;
  const named = mentionAt(context, start);
  if (named?.start !== start || named.isLiteral) return null;
  const ref = columnOf(b, named);
  const said = context.tokens.slice(named.start, named.end).map((token) => token.lemma);
  const isTime =
    ref !== null &&
    (ref.column.type === 'date' ||
      ref.column.type === 'timestamp' ||
      [...said, ...lemmasOf(ref.column.name)].some((word) => nouns.includes(word)));
  return isTime ? ref : null;
}

/**
 * "from the most recent to the oldest": a superlative bounding a range of values orders all the
 * rows instead of picking one. The one after "to" ends the range, so it sorts the other way.
 */
function rangeSide(words: string[], index: number, length: number): 'start' | 'end' | null {
  const opener = words[index - 1] === 'the' ? words[index - 2] : words[index - 1];
  const after = words.slice(index + length, index + length + 4);
  const before = words.slice(Math.max(0, index - 6), index - 1);
  if (opener === 'from' && after.includes('to')) return 'start';
  if (opener === 'to' && before.includes('from')) return 'end';
  return null;
}

/**
 * "the average and oldest age", "the youngest and oldest age": a superlative listed right before
 * a span read as an aggregate is one of that span's aggregates, not a sort.
 */
function qualifiesAggregate(b: FrameBuilder, after: number): boolean {
  let start = after;
  for (; start < b.context.tokens.length; start++) {
    const word = b.context.tokens[start]?.lower ?? '';
    const listed = aggregateWords.has(word) || superlativeWords.has(word);
    if (!listed && word !== 'and' && word !== 'or' && word !== 'the') break;
  }
  return b.roles.some(([mention, role]) => mention.start === start && role.kind === 'aggregate');
}

/**
 * "the top 3 expensive rooms", "the top expensive rooms": a plain adjective after "top" (and its
 * count) is ranked like its superlative.
 */
function afterTop(words: string[], index: number): boolean {
  const before = /^\d+$/.test(words[index - 1] ?? '') ? index - 2 : index - 1;
  return words[before] === 'top';
}

/**
 * "movies made after the most recent film of Spielberg": a superlative a comparison reads as the
 * extreme it compares with (from `at`, `length` words) sorts nothing.
 */
function comparedExtreme(b: FrameBuilder, at: number, length: number): boolean {
  const afters = [
    ...b.averages.loose.map((l) => l.after),
    ...[...b.averages.roles.values()].map((r) => (r.kind === 'compare_aggregate' ? r.after : -1)),
  ];
  return afters.some((after) => after !== undefined && after >= at && after < at + length);
}

/**
 * Sorts by the measure of the first superlative adjective not attached to a column.
 * Returns the index of the token after the adjective that was applied, or null.
 */
function applyLooseSuperlatives(b: FrameBuilder): number | null {
  const { context, frame, named } = b;
  if (frame.orderBy.length > 0) return null;
  let after: number | null = null;
  const words = context.tokens.map((token) => token.lower);
  context.tokens.forEach((token, index) => {
    const covering = context.mentions.find((m) => index >= m.start && index < m.end);
    const twoWords = `${token.lower} ${context.tokens[index + 1]?.lower ?? ''}`;
    const measure = adjectiveMeasures.find(
      (m) =>
        m.words.includes(twoWords) ||
        (m.words.includes(token.lower) &&
          (/est$|^(most|latest|first)/.test(token.lower) || afterTop(words, index))),
    );
    if (!measure || frame.orderBy.length > 0) return;
    const length = measure.words.includes(twoWords) ? 2 : 1;
    if (qualifiesAggregate(b, index + length) || comparedExtreme(b, index, length)) return;
    const ofRows = measureOfRowsNamed(b, index + length, measure.nouns);
    // "the first rental": a word a column's name starts with ("first name") is still the
    // superlative when other rows are named right after it.
    const isWordAlone = covering?.start === index && covering.end === index + 1;
    if (covering && !(isWordAlone && ofRows)) return;
    const found =
      ofRows ??
      timeNamedAt(b, index + length, measure.nouns) ??
      columnByNouns(context.model, measure.nouns, frame.focus, named);
    const dated = ownDateColumn(frame.focus);
    // "the oldest player" of a table with a birth date and no age: born first.
    // "the ship of the youngest captain": another table's rows are aged, not the focus's.
    const rows = rowsNamedAt(b, index + length);
    const birth =
      measure.nouns.includes('age') &&
      found?.table !== frame.focus &&
      (!rows || rows === frame.focus);
    // "the oldest order" of a table with no age at all: placed first.
    const born = birth ? (birthColumn(frame.focus) ?? (found ? undefined : dated)) : undefined;
    const ref = born ? { table: frame.focus, column: born } : found;
    if (!ref) return;
    const flipped = measure.direction === 'asc' ? 'desc' : 'asc';
    const range = rangeSide(words, index, length);
    const direction = born ? flipped : measure.direction;
    const reversed = direction === 'asc' ? 'desc' : 'asc';
    frame.orderBy.push({ kind: 'column', ref, direction: range === 'end' ? reversed : direction });
    if (!range) frame.limit = frame.limit ?? 1;
    after = index + length;
    // The column the superlative's word was read as ("first" of "first name") is not asked.
    if (covering) dropPickedColumn(context, frame, index);
  });
  return after;
}

/**
 * "the youngest dog": a superlative adjective not attached to a column sorts by its measure and
 * keeps the first; a column named right after it only says which row is picked.
 */
export const looseSuperlatives: FrameRule = (b) => {
  const superlativeEnd = applyLooseSuperlatives(b);
  if (superlativeEnd !== null) dropPickedColumn(b.context, b.frame, superlativeEnd);
};
