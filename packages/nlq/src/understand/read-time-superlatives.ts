import type { ReadContext } from './context';
import type { Mention } from './link';
import type { Role } from './roles';
import { punctuatedAfter, type Token } from './tokenize';

/** Superlatives of time said after a verb, and the order they pick the row in. */
const timeSuperlatives: { words: string[]; direction: 'asc' | 'desc' }[] = [
  { words: ['the', 'earliest'], direction: 'asc' },
  { words: ['earliest'], direction: 'asc' },
  { words: ['the', 'latest'], direction: 'desc' },
  { words: ['latest'], direction: 'desc' },
  { words: ['most', 'recently'], direction: 'desc' },
  { words: ['the', 'most', 'recently'], direction: 'desc' },
];

/**
 * True when the words from `at` on are the superlative phrase, ending the clause: the question
 * ends, "and" or "or" follows, or a mark does ("launched most recently? Give the name").
 */
function phraseAt(tokens: Token[], at: number, phrase: string[]): boolean {
  const end = at + phrase.length;
  const after = tokens[end]?.lower;
  const endsClause =
    after === undefined || /^(and|or|,|\?|\.)$/.test(after) || punctuatedAfter(tokens, end - 1);
  return endsClause && phrase.every((word, i) => tokens[at + i]?.lower === word);
}

/**
 * "the school that was founded the earliest", "the minister who left office the latest": a
 * superlative of time right after a column's name picks the row with that column's extreme.
 */
export function readTimeSuperlatives(context: ReadContext): Map<Mention, Role> {
  const roles = new Map<Mention, Role>();
  for (const mention of context.mentions) {
    const target = mention.entries[0]?.target;
    if (target?.kind !== 'column' || target.column.type === 'boolean') continue;
    const found = timeSuperlatives.find(({ words: phrase }) =>
      phraseAt(context.tokens, mention.end, phrase),
    );
    if (found) roles.set(mention, { kind: 'argmax', direction: found.direction, count: false });
  }
  return roles;
}
