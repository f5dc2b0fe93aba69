import type { ReadContext } from './context';
import { modeWords } from './cues';
import type { Mention } from './link';
import type { Role } from './roles';

/**
 * Words that may stand between a column and a frequency said of it ("that is used", "appears");
 * a past participle ("ordered", "rented") says what was counted.
 */
const linkingWords = new Set([
  'that',
  'which',
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

const directions = new Map<string, 'asc' | 'desc'>([
  ['most', 'desc'],
  ['least', 'asc'],
  ['fewest', 'asc'],
]);

/** "most common", "least often", "the most times", "most number of times": where it starts, and its direction. */
function frequencyAt(words: string[], index: number): 'asc' | 'desc' | null {
  const direction = directions.get(words[index] ?? '');
  if (!direction) return null;
  const rest = words.slice(index + 1, index + 4);
  const times =
    rest[0] === 'times' || (rest[0] === 'number' && rest[1] === 'of' && rest[2] === 'times');
  return modeWords.has(rest[0] ?? '') || times ? direction : null;
}

/**
 * "Which city is most common?", "the status that is used most often", "the code that occurs the
 * fewest times": a frequency said after a column, with only linking words between, keeps the
 * column's most (or least) frequent value.
 */
export function readTrailingModes(context: ReadContext): Map<Mention, Role> {
  const roles = new Map<Mention, Role>();
  const words = context.tokens.map((token) => token.lower);
  context.mentions.forEach((mention, i) => {
    if (mention.entries[0]?.target.kind !== 'column') return;
    const next = context.mentions[i + 1];
    const end = Math.min(next?.start ?? words.length, mention.end + 6);
    let index = mention.end;
    const links = (word: string) => linkingWords.has(word) || /^[a-z]{3,}ed$/.test(word);
    while (index < end && links(words[index] ?? '') && !frequencyAt(words, index)) index++;
    const direction = index < end ? frequencyAt(words, index) : null;
    if (direction) roles.set(mention, { kind: 'mode', direction });
  });
  return roles;
}
