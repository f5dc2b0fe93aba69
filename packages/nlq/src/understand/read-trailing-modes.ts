import type { SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import type { ReadContext } from './context';
import { countingSuperlatives, modeWords } from './cues';
import type { Mention } from './link';
import type { Role } from './roles';
import { punctuatedAfter, type Token } from './tokenize';

/**
 * Words that may stand between a column and a frequency said of it ("that is used", "appears");
 * a past participle ("ordered", "rented") says what was counted.
 */
const linkingWords = new Set([
  'that',
  'which',
  'who',
  'is',
  'are',
  'was',
  'were',
  'has',
  'have',
  'been',
  'being',
  'the',
  'used',
  'appears',
  'appear',
  'appeared',
  'occurs',
  'occur',
  'occurred',
]);

/**
 * "most common", "least often", "the most times", "most number of times", or a bare "the most"
 * closing the sentence ("reviewed the most?"): its direction and how many words it takes.
 */
function frequencyAt(
  tokens: readonly Token[],
  index: number,
  countsNoun?: (index: number) => boolean,
): { direction: 'asc' | 'desc'; length: number; noun?: boolean } | null {
  const direction = countingSuperlatives.get(tokens[index]?.lower ?? '');
  if (!direction) return null;
  const rest = tokens.slice(index + 1, index + 4).map((token) => token.lower);
  if (modeWords.has(rest[0] ?? '') || rest[0] === 'times') return { direction, length: 2 };
  if (rest[0] === 'number' && rest[1] === 'of' && rest[2] === 'times')
    return { direction, length: 4 };
  // "the most" with nothing after it, or a new sentence ("… reviewed the most? List …"); not
  // an ordering's end ("from the most to the least").
  const after = tokens[index + 1];
  const closes = !after || punctuatedAfter(tokens, index);
  const saysThe = tokens[index - 1]?.lower === 'the' && tokens[index - 2]?.lower !== 'to';
  if (closes && saysThe) return { direction, length: 1 };
  return countsNoun && closesOnNoun(tokens, index, countsNoun)
    ? { direction, length: 2, noun: true }
    : null;
}

/**
 * "hosted the most events?", "owns most items.": a counting superlative whose one noun ends the
 * sentence counts the rows that noun stands for (when `countsNoun` lets it stand for them).
 */
function closesOnNoun(
  tokens: readonly Token[],
  index: number,
  countsNoun: (index: number) => boolean,
): boolean {
  const noun = tokens[index + 1];
  if (tokens[index - 1]?.lower === 'at' || noun?.kind !== 'word' || /^\d/.test(noun.text))
    return false;
  const closes = index + 2 >= tokens.length || punctuatedAfter(tokens, index + 1);
  return closes && countsNoun(index + 1);
}

/**
 * A frequency said right after `mention` ("is most common", "was ordered the most often"), with
 * only linking words between: its direction and the words passed on the way. Other words may
 * stand between ("who has won the most number of times", "that has won an award the most") when
 * the frequency ends the clause, with nothing it could qualify after it.
 */
export function frequencyAfter(
  context: ReadContext,
  mention: Mention,
  from: number = mention.end,
  countsNoun?: (index: number) => boolean,
): { direction: 'asc' | 'desc'; gap: string[] } | null {
  const { tokens } = context;
  const words = tokens.map((token) => token.lower);
  // "Which program is broadcast most often": a verb naming a table says what was counted.
  const verbs = context.mentions.filter(
    (m) => m.start > from && m.end - m.start === 1 && m.entries[0]?.target.kind === 'table',
  );
  const next = context.mentions.find((m) => m.start >= from && !verbs.includes(m));
  const end = Math.min(next?.start ?? words.length, from + 6);
  const named = new Set(verbs.map((m) => m.start));
  const links = (word: string, index: number) =>
    linkingWords.has(word) || /^[a-z]{3,}ed$/.test(word) || named.has(index);
  let index = from;
  let loose = false;
  while (index < end && !frequencyAt(tokens, index, countsNoun)) {
    const token = tokens[index];
    if (!links(token?.lower ?? '', index)) {
      if (token?.kind !== 'word' || context.mentions.some((m) => m.start === index)) return null;
      loose = true;
    }
    index++;
  }
  const frequency = index < end ? frequencyAt(tokens, index, countsNoun) : null;
  if (!frequency) return null;
  const closes = !context.mentions.some((m) => m.start === index + frequency.length);
  if (loose && !closes) return null;
  // The noun counted ("the most events") may name the table recording them.
  const counted = frequency.noun ? words.slice(index + 1, index + 2) : [];
  return { direction: frequency.direction, gap: [...words.slice(from, index), ...counted] };
}

/** A column naming one row each (a key, a unique name): its values have no frequency. */
export function namesRows(table: SemanticTable, column: SemanticColumn): boolean {
  const key = table.primaryKey.length === 1 && table.primaryKey[0] === column.name;
  return key || (table.rowCount > 0 && column.stats.distinctCount >= table.rowCount);
}

/** Whether every column a span may name names rows ("the name of the customer"). */
export function onlyNamesRows(mention: Mention): boolean {
  return mention.entries.every(
    ({ target }) => target.kind === 'column' && namesRows(target.table, target.column),
  );
}

/**
 * "Which city is most common?", "the status that is used most often", "the code that occurs the
 * fewest times": a frequency said after a column keeps the column's most (or least) frequent value.
 */
export function readTrailingModes(context: ReadContext): Map<Mention, Role> {
  const roles = new Map<Mention, Role>();
  for (const mention of context.mentions) {
    if (mention.entries[0]?.target.kind !== 'column' || onlyNamesRows(mention)) continue;
    const frequency = frequencyAfter(context, mention);
    if (frequency) roles.set(mention, { kind: 'mode', direction: frequency.direction });
  }
  return roles;
}
