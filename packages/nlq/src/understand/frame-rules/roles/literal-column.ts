import type { SemanticTable } from '@tabletalk/contracts';
import type { ReadContext } from '../../context';
import { nextMention, previousMention } from '../../context';
import type { ColumnRef } from '../../frame';
import { lemmasOf } from '../../lexicon';
import type { Mention } from '../../link';
import { labelColumn, resolveColumn } from '../../resolve';
import type { FrameBuilder } from '../frame-builder';
import { tableOf } from '../mention-targets';
import { literalOwnerColumn } from './literal-owner';

/** Words before a name that say where the rows are ("airlines based in Russia"). */
const placePrepositions = new Set(['in', 'from']);

/** Column names that hold places, the widest first: a bare place name is most often a country. */
const placeNouns = ['country', 'nation', 'state', 'county', 'province', 'region', 'city', 'town'];

/**
 * "airlines based in Russia", "airports in Cuba": a name said after "in" or "from" is a
 * place, so it is matched against the rows' text column named for a place (the widest kind
 * first) rather than against their label. Null when the rows have no such column.
 */
function placeOfLiteral(
  context: ReadContext,
  mention: Mention,
  rows: SemanticTable,
): ColumnRef | null {
  if (!placePrepositions.has(context.tokens[mention.start - 1]?.lower ?? '')) return null;
  for (const noun of placeNouns) {
    const column = rows.columns.find(
      (c) => !c.hidden && c.type === 'text' && lemmasOf(c.name).includes(noun),
    );
    if (column) return { table: rows, column };
  }
  return null;
}

/**
 * A literal's column: the column paired with it, else the label of a table named right before it
 * ("the artist 'AC/DC'", "the customer named X") or right after it ("the Alton airport"), else
 * the rows' place column for a name said after "in" or "from", else the focus table's label.
 * Null when that table has no label.
 */
export function literalColumn(b: FrameBuilder, mention: Mention): ColumnRef | null {
  const { context, frame, named } = b;
  const paired = b.owners.get(mention);
  if (paired) return resolveColumn(context, paired, frame.focus, named);
  // "the customer named X", "the artist 'AC/DC'": the label of the table named right before.
  const before = previousMention(context, mention);
  const beforeTable = before ? tableOf(before) : undefined;
  const namedBefore =
    before?.end === mention.start ||
    /^(named|called|titled)$/.test(context.tokens[mention.start - 1]?.lower ?? '');
  if (beforeTable && namedBefore) {
    const label = labelColumn(beforeTable);
    if (label) return { table: beforeTable, column: label };
  }
  const next = nextMention(context, mention);
  const after = next && next.start === mention.end ? next : undefined;
  const table = after ? tableOf(after) : undefined;
  const owner = literalOwnerColumn(
    context,
    mention,
    table ?? frame.focus,
    table ? after : undefined,
  );
  if (owner) return owner;
  const place = placeOfLiteral(context, mention, table ?? frame.focus);
  if (place) return place;
  const label = labelColumn(table ?? frame.focus);
  return label ? { table: table ?? frame.focus, column: label } : null;
}
