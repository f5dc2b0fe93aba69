import type { SemanticTable } from '@tabletalk/contracts';
import type { ReadContext } from './context';
import type { ColumnRef } from './frame';
import { lemmasOf } from './lexicon';
import type { Mention } from './link';

/**
 * Whether a name's word is `word`, or `word` after a letter or two abbreviating its table
 * ("bname" for a bank's name).
 */
const holds = (word: string) => (lemma: string) =>
  lemma === word || (lemma.endsWith(word) && lemma.length <= word.length + 2);

/**
 * "the payment id, the date and the amount of payments": one word that names a column only as
 * its last word ("start_date") in a table nothing else in the question reads is rather a column
 * of the tables in play holding that word anywhere ("date_payment_made"), so no table is joined
 * for it. Looks in the focus first, then the tables the question names; undefined when none has one.
 */
export function columnInPlay(
  context: ReadContext,
  mention: Mention,
  chosen: ColumnRef,
  inPlay: SemanticTable[],
): ColumnRef | undefined {
  if (mention.end - mention.start !== 1 || inPlay.includes(chosen.table)) return undefined;
  const word = context.tokens[mention.start]?.lemma;
  if (!word || word.length < 4) return undefined;
  for (const table of inPlay) {
    const column = table.columns.find(
      (c) => !c.hidden && c.role !== 'identifier' && lemmasOf(c.name).some(holds(word)),
    );
    if (column) return { table, column };
  }
  return undefined;
}
