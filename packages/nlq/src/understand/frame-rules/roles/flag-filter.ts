import { type ReadContext, wordsBetween } from '../../context';
import type { ColumnRef, FilterSpec } from '../../frame';
import { tableEntityWords } from '../../lexicon';
import type { Mention } from '../../link';

const yesValues = new Set(['yes', 'y', 'true', 't', '1']);
const noValues = new Set(['no', 'n', 'false', 'f', '0']);
const flagOpeners = new Set([
  'that',
  'which',
  'who',
  'with',
  'has',
  'have',
  'had',
  'are',
  'is',
  'were',
  'was',
  'been',
  'support',
  'supports',
  'offer',
  'offers',
  'having',
]);

/**
 * "discontinued products": the flag said as an adjective of its own rows, the table's name
 * right after it or in the same span.
 */
function namesOwnRows(context: ReadContext, mention: Mention, ref: ColumnRef): boolean {
  const [first, ...rest] = context.tokens.slice(mention.start, mention.end).map((t) => t.lemma);
  if (rest.join(' ') === tableEntityWords(ref.table).join(' ') && first !== undefined) return true;
  const next = context.mentions.find((m) => m.start === mention.end);
  const target = next?.entries[0]?.target;
  return target?.kind === 'table' && target.table === ref.table;
}

/**
 * "channels that support high definition TV", "dogs who have been abandoned", "discontinued
 * products": a yes/no column named in a relative clause, or as an adjective of its own rows,
 * filters for yes (for no after a negation) instead of being shown. Returns null when the column
 * is no flag or is not named so.
 */
export function flagFilter(
  context: ReadContext,
  mention: Mention,
  ref: ColumnRef,
): FilterSpec | null {
  const values = ref.column.values.map((v) => v.value);
  const isFlag =
    ref.column.type === 'boolean' ||
    (values.length > 0 &&
      values.length <= 2 &&
      values.every((v) => yesValues.has(v.toLowerCase()) || noValues.has(v.toLowerCase())));
  if (!isFlag) return null;
  const lead = wordsBetween(context, Math.max(0, mention.start - 3), mention.start);
  if (!lead.some((word) => flagOpeners.has(word)) && !namesOwnRows(context, mention, ref))
    return null;
  const negate = lead.some((word) => word === 'not' || word === 'no' || word.endsWith("n't"));
  if (ref.column.type === 'boolean') return { kind: 'compare', ref, op: 'eq', value: !negate };
  const wanted = values.find((v) => (negate ? noValues : yesValues).has(v.toLowerCase()));
  return wanted === undefined ? null : { kind: 'compare', ref, op: 'eq', value: wanted };
}
