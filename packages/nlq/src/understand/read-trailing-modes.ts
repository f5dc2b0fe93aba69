import type { SemanticColumn, SemanticTable } from '@tabletalk/contracts';
import type { ReadContext } from './context';
import { countingSuperlatives, modeWords } from './cues';
import type { Mention } from './link';
import type { Role } from './roles';

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

/** "most common", "least often", "the most times", "most number of times": where it starts, and its direction. */
function frequencyAt(words: string[], index: number): 'asc' | 'desc' | null {
  const direction = countingSuperlatives.get(words[index] ?? '');
  if (!direction) return null;
  const rest = words.slice(index + 1, index + 4);
  const times =
    rest[0] === 'times' || (rest[0] === 'number' && rest[1] === 'of' && rest[2] === 'times');
  return modeWords.has(rest[0] ?? '') || times ? direction : null;
}

/**
 * A frequency said right after `mention` ("is most common", "was ordered the most often"), with
 * only linking words between: its direction and the words passed on the way.
 */
export function frequencyAfter(
  context: ReadContext,
  mention: Mention,
): { direction: 'asc' | 'desc'; gap: string[] } | null {
  const words = context.tokens.map((token) => token.lower);
  // "Which program is broadcast most often": a verb naming a table says what was counted.
  const verbs = context.mentions.filter(
    (m) => m.start > mention.end && m.end - m.start === 1 && m.entries[0]?.target.kind === 'table',
  );
  const next = context.mentions.find((m) => m.start >= mention.end && !verbs.includes(m));
  const end = Math.min(next?.start ?? words.length, mention.end + 6);
  const named = new Set(verbs.map((m) => m.start));
  const links = (word: string, index: number) =>
    linkingWords.has(word) || /^[a-z]{3,}ed$/.test(word) || named.has(index);
  let index = mention.end;
  while (index < end && links(words[index] ?? '', index) && !frequencyAt(words, index)) index++;
  const direction = index < end ? frequencyAt(words, index) : null;
  return direction ? { direction, gap: words.slice(mention.end, index) } : null;
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
