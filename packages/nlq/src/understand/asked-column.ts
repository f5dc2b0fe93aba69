import type { SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import type { ReadContext } from './context';
import type { ColumnRef, Frame } from './frame';
import { lemmasOf, tableEntityWords } from './lexicon';
import type { Mention } from './link';
import { columnByNouns, resolveColumn } from './resolve';
import { commandWords } from './stop-words';
import { timeColumn } from './time-column';

const placeWords = [
  'hometown',
  'location',
  'city',
  'country',
  'place',
  'address',
  'origin',
  'state',
  'region',
];

/**
 * "What are the notes of the events which have 'East' in them?": when the only column asked for
 * also owns the value, it is both shown and filtered.
 */
function askedOwner(
  context: ReadContext,
  focus: SemanticTable,
  owners: Map<Mention, Mention>,
  named: SemanticTable[],
): ColumnRef | null {
  const articles = new Set(['the', 'a', 'an', 'all', 'are', 'is']);
  for (const owner of owners.values()) {
    // "the cartoon title 'X'" names the rows; "the notes of the death events" asks for notes.
    const opener = context.tokens[owner.start]?.lemma ?? '';
    const table = owner.entries[0]?.target.table;
    if (owner.entries[0]?.viaTable && table && tableEntityWords(table).includes(opener)) continue;
    const before = context.tokens.slice(0, owner.start).map((t) => t.lower);
    const isAsked =
      before.length > 0 &&
      commandWords.has(before[0] ?? '') &&
      before.slice(1).every((word) => articles.has(word) || commandWords.has(word));
    if (isAsked) return resolveColumn(context, owner, focus, named);
  }
  return null;
}

/** "How much does the treatment cost?": the money column the question's verb names. */
function howMuchOf(
  context: ReadContext,
  focus: SemanticTable,
  named: SemanticTable[],
): SemanticColumn | undefined {
  const words = context.tokens.map((t) => t.lower);
  if (words[0] !== 'how' || words[1] !== 'much') return undefined;
  const ref = columnByNouns(
    context.model,
    ['cost', 'price', 'charge', 'fee', 'amount', 'spent', 'paid'],
    focus,
    named,
  );
  return ref?.table === focus ? ref.column : undefined;
}

/** "Where is X from?": the column that says where, by its usual names. */
function placeColumn(table: SemanticTable): SemanticColumn | undefined {
  for (const word of placeWords) {
    const column = table.columns.find((c) => !c.hidden && lemmasOf(c.name).includes(word));
    if (column) return column;
  }
  return undefined;
}

/**
 * The column a question that names no column to show asks for: the place for "where", the date
 * for "when", the money for "how much", else the column that owns a value it filters by.
 */
export function askedColumn(
  context: ReadContext,
  frame: Frame,
  owners: Map<Mention, Mention>,
  named: SemanticTable[],
): ColumnRef | null {
  const { focus } = frame;
  const opener = context.tokens[0]?.lower;
  const place =
    opener === 'where'
      ? placeColumn(focus)
      : opener === 'when'
        ? timeColumn(context, focus)
        : howMuchOf(context, focus, named);
  if (place) return { table: focus, column: place };
  return askedOwner(context, focus, owners, named);
}
