import type { SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import type { ReadContext } from './context';
import { lemmasOf } from './lexicon';
import { stem } from './stem';

/** Words every time column's name may hold; they tell no two time columns apart. */
const timeWords = ['date', 'time', 'year', 'day', 'when'];

/** Past forms a column name may use for the verb a question says ("date_left" for "leave"). */
const irregularPasts = new Map([
  ['left', 'leave'],
  ['became', 'become'],
  ['began', 'begin'],
  ['bought', 'buy'],
  ['sold', 'sell'],
  ['paid', 'pay'],
  ['made', 'make'],
  ['won', 'win'],
  ['held', 'hold'],
  ['built', 'build'],
]);

/** A word's stem, irregular past forms read as their verb. */
const stemOf = (word: string) => stem(irregularPasts.get(word) ?? word);

/** How many of a column's own words (not its time words) the question says. */
function sharedWords(column: SemanticColumn, asked: Set<string>): number {
  const own = lemmasOf(column.name).filter((word) => !timeWords.includes(word));
  return own.filter((word) => asked.has(stemOf(word))).length;
}

/**
 * "When did the staff member join the company?": the table's time column whose name shares the
 * most words with the question ("date_joined_staff"), else its first date column, else the first
 * named for a time.
 */
export function timeColumn(context: ReadContext, table: SemanticTable): SemanticColumn | undefined {
  const visible = table.columns.filter((c) => !c.hidden);
  const dated = visible.filter((c) => c.type === 'date' || c.type === 'timestamp');
  const named = visible.filter((c) => lemmasOf(c.name).some((w) => timeWords.includes(w)));
  const candidates = [...dated, ...named.filter((c) => !dated.includes(c))];
  const asked = new Set(context.tokens.map((t) => stemOf(t.lower)));
  let best = candidates[0];
  let bestShared = 0;
  for (const column of candidates) {
    const shared = sharedWords(column, asked);
    if (shared > bestShared) [best, bestShared] = [column, shared];
  }
  return best;
}
