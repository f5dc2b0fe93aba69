import { mentionAt, type ReadContext } from '../context';
import type { SelectSpec } from '../frame';
import { orderDirection } from '../order-direction';
import type { FrameRule } from './frame-builder';

/** Words that ask for an ordering. */
const orderWords = new Set([
  'order',
  'ordered',
  'sort',
  'sorted',
  'descending',
  'ascending',
  'decreasing',
  'increasing',
]);

/** Words after the ordering words that name the count ("by the number of airports"). */
const countWords = new Set(['number', 'count', 'counts']);

function namesColumnAt(context: ReadContext, index: number): boolean {
  return mentionAt(context, index)?.entries[0]?.target.kind === 'column';
}

/**
 * "countries and their number of airlines in descending order of number of airlines", "airports
 * per country, ordered from most to least": groups shown with their count are ordered by the
 * count when the ordering words name a number or count, or name nothing at all. An ordering
 * naming a column ("ordered by city") or the alphabet stays.
 */
export const orderGroupsByCount: FrameRule = ({ context, frame }) => {
  if (frame.orderBy.some((o) => o.kind !== 'column')) return;
  const words = context.tokens.map((t) => t.lower);
  if (words.some((w) => w === 'alphabetical' || w === 'alphabetically')) return;
  const cue = words.findIndex((w) => orderWords.has(w));
  if (cue < 0) return;
  // "by decreasing number of cities" may name a column of its own ("Number_cities").
  const namesCount = words
    .slice(cue + 1, cue + 6)
    .some((w, i) => countWords.has(w) && !namesColumnAt(context, cue + 1 + i));
  const namesColumn = context.mentions.some((m) => m.start > cue);
  const count = frame.selects.find(
    (s): s is Extract<SelectSpec, { kind: 'aggregate' }> =>
      s.kind === 'aggregate' && (s.fn === 'count' || s.fn === 'count_distinct'),
  );
  // Values shown beside a count are its groups, grouped or not yet.
  const grouped =
    frame.groupBy.length > 0 || (count && frame.selects.some((s) => s.kind === 'column'));
  if (!grouped || (!namesCount && (namesColumn || !count))) return;
  frame.orderBy = [
    {
      kind: 'aggregate',
      fn: count?.fn ?? 'count',
      ref: count?.ref ?? null,
      direction: orderDirection(words),
    },
  ];
};
