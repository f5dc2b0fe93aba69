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
 * that text ("room 268" → room = '268', "the zip code of 94107"); after a noun no span links (not a year, not "id") it is
 * the value of a number column whose name holds or ends with the noun ("room 111" → classroom).
 * Said with "is" of a text column holding it ("tracking number is 3452"), it is that text too.
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
  const stated = /^(is|was)$/.test(noun?.lower ?? '') ? numberTextStated(context, index) : null;
  if (stated) return stated;
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
  // "the zip code of 94107": "of" may stand between a text column and its number.
  const before = context.tokens[index - 1]?.lower === 'of' ? index - 1 : -1;
  const textName = context.mentions.find((m) => m.end === before && !m.isLiteral);
  const textTarget = textName?.entries[0]?.target;
  if (textName && textTarget?.kind === 'column' && holdsNumberText(textTarget.column, value))
    return { kind: 'text', mention: textName, value: String(value) };
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
  if (target.kind === 'column' && holdsNumberText(target.column, value))
    return { kind: 'text', mention: name, value: String(value) };
  return null;
}

/**
 * "whose tracking number is 3452": a number stated of a text column holding it as text is that
 * text.
 */
function numberTextStated(context: ReadContext, index: number): NamedNumber | null {
  const name = context.mentions.find((m) => m.end === index - 1);
  const target = name?.entries[0]?.target;
  const value = context.tokens[index]?.value;
  if (!name || name.isLiteral || target?.kind !== 'column' || value === undefined) return null;
  return holdsNumberText(target.column, value)
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
