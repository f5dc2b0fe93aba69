import type { ReadContext } from './context';
import { superlativeWords } from './cues';
import type { Mention } from './link';
import type { Role } from './roles';

const copulas = new Set(['is', 'are', 'was', 'were']);

/**
 * "the shop whose number of products is the largest", "the product whose price is lowest": a
 * superlative said of a column after it picks the row with that column's extreme value.
 */
export function readTrailingSuperlatives(context: ReadContext): Map<Mention, Role> {
  const roles = new Map<Mention, Role>();
  const words = context.tokens.map((token) => token.lower);
  for (const mention of context.mentions) {
    if (mention.entries[0]?.target.kind !== 'column') continue;
    let index = mention.end;
    if (!copulas.has(words[index] ?? '')) continue;
    index++;
    if (words[index] === 'the') index++;
    const direction = superlativeWords.get(words[index] ?? '');
    const next = words[index + 1];
    // "is the most common", "is the largest of ...": more words make it another reading.
    if (!direction || words[index] === 'most' || words[index] === 'least') continue;
    if (next !== undefined && next !== 'and' && next !== 'or') continue;
    roles.set(mention, { kind: 'argmax', direction, count: false });
  }
  return roles;
}
