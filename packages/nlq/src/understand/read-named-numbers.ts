import type { SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import type { ReadContext } from './context';
import type { Mention } from './link';
import type { LooseComparison } from './read-numbers';
import { isYearLike } from './read-ranges';
import { grammarWords, stopWords } from './stop-words';

/**
 * What a number right after a name picks: the named rows by key, a column the unlinked noun
 * before it names loosely, or a text column's value.
 */
export type NamedNumber =
  | { kind: 'key' | 'noun'; loose: LooseComparison }
  | { kind: 'text'; mention: Mention; value: string };

const isNumber = (text: string | null) => text !== null && Number.isFinite(Number(text));

/**
 * Whether a text column holds `value` written as text: its smallest value is a number ("268"; text
 * sorts digits first, so a few odd values such as "nil" or "94040-1724" may follow), or its known
 * values include the number ("70174" among postal codes like "T2P 5M5").
 */
function holdsNumberText(column: SemanticColumn, value: number): boolean {
  if (column.type !== 'text') return false;
  if (isNumber(column.stats.min)) return true;
  return column.values.some((known) => known.value.trim() === String(value));
}

/**
 * "students in room 112", "department 80", "offices in room 268": a number right after a name,
 * with no comparison word, picks the rows so named. After a table's name it is the table's key
 * ("room 112" → the room whose number is 112); after a text column holding numbers as text it is
 * that text ("room 268" → room = '268'), also said with "of" or "is" between ("the zip code of
 * 94107", "tracking number is 3452"); after a noun no span links (not a year, not "id") it is the
 * value of a number column whose name holds or ends with the noun ("room 111" → classroom).
 */
export function readNamedNumber(
  context: ReadContext,
  index: number,
  value: number,
): NamedNumber | null {
  const name = context.mentions.find((m) => m.end === index);
  const target = name?.entries[0]?.target;
  const noun = context.tokens[index - 1];
  const isYear = isYearLike(value);
  if (/^(is|was|of)$/.test(noun?.lower ?? '')) {
    const said = context.mentions.find((m) => m.end === index - 1 && !m.isLiteral);
    const text = said ? numberText(said, value) : null;
    if (text) return text;
  }
  const unlinked =
    !name &&
    !isYear &&
    noun?.kind === 'word' &&
    !stopWords.has(noun.lower) &&
    !grammarWords.has(noun.lower) &&
    !/^(id|ids)$/.test(noun.lower);
  if (unlinked) {
    const loose = { nouns: [noun.lemma], op: 'eq' as const, value, isYear: false, at: index };
    return { kind: 'noun', loose: { ...loose, compound: true } };
  }
  if (!name || name.isLiteral || !target) return null;
  if (target.kind === 'table') {
    const [key, ...more] = target.table.primaryKey;
    const column = target.table.columns.find((c) => c.name === key);
    const numericKey = column?.type === 'integer' || column?.type === 'decimal';
    if (more.length > 0 || !numericKey) return null;
    return {
      kind: 'key',
      loose: { nouns: ['id'], op: 'eq', value, isYear: false, at: index, isKey: true },
    };
  }
  return numberText(name, value);
}

/** The number as the text of the column `name` links to, when that text column holds it. */
function numberText(name: Mention, value: number): NamedNumber | null {
  const target = name.entries[0]?.target;
  return target?.kind === 'column' && holdsNumberText(target.column, value)
    ? { kind: 'text', mention: name, value: String(value) }
    : null;
}

/**
 * "the customer with id 10", "students whose id is 3", "the aircraft that has an id of 12": the
 * table named just before "with id", "whose id" or "that has an id", whose key the number is, even
 * when "id" alone links to some other table's key.
 */
export function tableOfNamedId(context: ReadContext, idAt: number): SemanticTable | undefined {
  const words = context.tokens.map((token) => token.lower);
  if (!/^(id|ids)$/.test(words[idAt] ?? '')) return undefined;
  // "the aircraft that has an id of 12": an article may stand before "id".
  const verbAt = /^(a|an|the)$/.test(words[idAt - 1] ?? '') ? idAt - 2 : idAt - 1;
  if (!/^(with|whose|having|has)$/.test(words[verbAt] ?? '')) return undefined;
  // "the aircraft that has": a relative word may stand after the table's name.
  const nameEnd = /^(that|which|who)$/.test(words[verbAt - 1] ?? '') ? verbAt - 1 : verbAt;
  const named = context.mentions.find((m) => m.end === nameEnd);
  const table = named?.entries.find((entry) => entry.target.kind === 'table')?.target.table;
  return table?.primaryKey.length === 1 ? table : undefined;
}

/**
 * "parties with more than 20 hosts", "customers who have 0 loans": when the rows named before
 * keep a count of the things counted in a number column of their own (party.number_of_hosts,
 * customer.no_of_loans), the number compares that column instead of counting related rows: the
 * table holding it is returned.
 */
export function storedCountOf(context: ReadContext, counted: Mention): SemanticTable | undefined {
  const subject = context.mentions
    .filter((m) => m.end <= counted.start && m.entries[0]?.target.kind === 'table')
    .at(-1)?.entries[0]?.target.table;
  for (const { target } of counted.entries) {
    if (target.kind !== 'column' || target.table !== subject) continue;
    const { column } = target;
    const isCount = column.type === 'integer' || column.type === 'decimal';
    if (isCount && column.role === 'measure') return target.table;
  }
  return undefined;
}

/**
 * "players coached by the rank 1 coach", "the level 3 employees": a number between a number
 * column's name and the name of that column's own table is the column's value, said before the
 * rows it picks; it counts nothing.
 */
export function numberedColumnBefore(
  context: ReadContext,
  index: number,
  rows: Mention,
): Mention | undefined {
  const table = rows.entries[0]?.target.kind === 'table' ? rows.entries[0].target.table : null;
  const name = context.mentions.find((m) => m.end === index);
  const target = name?.entries[0]?.target;
  if (!table || !name || name.isLiteral || target?.kind !== 'column') return undefined;
  const numeric = target.column.type === 'integer' || target.column.type === 'decimal';
  return numeric && target.table === table ? name : undefined;
}
