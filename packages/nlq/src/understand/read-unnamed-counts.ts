import type { SemanticTable } from '@tabletalk/contracts';
import { mentionAt, type ReadContext } from './context';
import { countingSuperlatives, modeWords, superlativeWords } from './cues';
import { measureAdjectives } from './lead-rules/lead-words';
import { lemmasOf } from './lexicon';
import type { Mention } from './link';
import { namesRows } from './read-trailing-modes';
import type { Role } from './roles';

/** Words that may stand between a category and the superlative said of it ("that has the"). */
const relativeWords = new Set([
  'with',
  'has',
  'have',
  'had',
  'that',
  'which',
  'who',
  'whose',
  'is',
  'are',
  'was',
  'were',
  'been',
  'the',
  'a',
  'by',
]);

/** Superlatives said of a number ("the greatest number of books"): their direction. */
const ofNumber = new Map<string, 'asc' | 'desc'>([
  ['greatest', 'desc'],
  ['largest', 'desc'],
  ['highest', 'desc'],
  ['biggest', 'desc'],
  ['smallest', 'asc'],
  ['lowest', 'asc'],
]);

/** A counting superlative at `index` and where its noun starts ("most number of" → after "of"). */
function countingAt(
  words: string[],
  index: number,
): { direction: 'asc' | 'desc'; noun: number } | null {
  const word = words[index] ?? '';
  // "at least two players", "at most 5" bound a number instead.
  if (words[index - 1] === 'at') return null;
  const saysNumber = words[index + 1] === 'number' && words[index + 2] === 'of';
  const direction = countingSuperlatives.get(word) ?? (saysNumber ? ofNumber.get(word) : undefined);
  if (!direction) return null;
  return { direction, noun: saysNumber ? index + 3 : index + 1 };
}

/**
 * Whether the word at `index` is a word of another table's name ("items" of order_items): that
 * table's rows are the ones counted.
 */
function namesOtherTable(context: ReadContext, index: number, own: SemanticTable): boolean {
  const lemma = context.tokens[index]?.lemma ?? '';
  return context.model.tables.some(
    (table) => table !== own && lemmasOf(table.name).includes(lemma),
  );
}

/** The counting superlative after `mention` past relative words and one verb, or null. */
function superlativeAfter(
  context: ReadContext,
  words: string[],
  mention: Mention,
): { direction: 'asc' | 'desc'; noun: number } | null {
  let verbs = 0;
  for (let index = mention.end; index < Math.min(words.length, mention.end + 5); index++) {
    if (mentionAt(context, index)) return null;
    const found = countingAt(words, index);
    if (found) return found;
    const word = words[index] ?? '';
    if (relativeWords.has(word)) continue;
    // One verb may say what the rows do ("owns", "has published", "use").
    verbs++;
    if (verbs > 1) return null;
  }
  return null;
}

/**
 * "Which classroom has the most students?", "the publisher with the most number of books", "the
 * faculty rank that has the least members": a category followed by a counting superlative whose
 * noun names nothing of the model (or only the category's own table) counts the category's rows:
 * its most (or least) frequent value is kept. The own table after the superlative is read with it.
 */
export function readUnnamedCounts(context: ReadContext): Map<Mention, Role> {
  const roles = new Map<Mention, Role>();
  const words = context.tokens.map((token) => token.lower);
  for (const mention of context.mentions) {
    const target = mention.entries[0]?.target;
    if (target?.kind !== 'column' || namesRows(target.table, target.column)) continue;
    const found = superlativeAfter(context, words, mention);
    if (!found) continue;
    const later = context.mentions.filter((m) => m.start >= found.noun);
    const ownTable = later.filter((m) => {
      const next = m.entries[0]?.target;
      return next?.kind === 'table' && next.table === target.table;
    });
    // "the most recent", "the most 5": no noun of rows counted.
    const noun = words[found.noun] ?? '';
    const namesNoun =
      noun !== '' &&
      !mentionAt(context, found.noun) &&
      !modeWords.has(noun) &&
      !/^\d/.test(noun) &&
      !superlativeWords.has(noun) &&
      !measureAdjectives.has(noun) &&
      !namesOtherTable(context, found.noun, target.table);
    if (!namesNoun || later.length !== ownTable.length) continue;
    roles.set(mention, { kind: 'mode', direction: found.direction });
    for (const table of ownTable) roles.set(table, { kind: 'consumed' });
  }
  return roles;
}
