import type { AggregateFunction, ComparisonOperator } from '@tabletalk/contracts';
import { mentionAt, type ReadContext } from './context';
import { adjectiveMeasures, comparisonEndingAt, earnedNouns, earningVerbs } from './cues';
import type { Mention } from './link';
import { namesNumberColumn } from './mention-columns';
import { comparisonBefore, readQuantifiedComparisons } from './read-quantified-comparisons';
import type { Role } from './roles';

const averageWords = new Set(['average', 'mean', 'avg']);

/**
 * Comparisons with an average (or a quantified extreme: "than all X"): of named columns (by
 * span), or of measures an adjective names; `after` as in the compare_aggregate role.
 */
export interface AverageReading {
  roles: Map<Mention, Role>;
  loose: { nouns: string[]; op: ComparisonOperator; fn: AggregateFunction; after?: number }[];
}

/** Words between "average" and the averaged column: "the average number of points". */
const averagedLinkWords = new Set(['of', 'number', 'amount']);

/**
 * "weight below the average weight", "older than average", "more points than average", "more
 * expensive than the average price": a number column compared with its own average. The
 * compared column is the number column named before the comparison (or between a comparative
 * and "than"), else the one after "average" (past "number of"), else the measure the adjective
 * names ("names of people who are shorter than average": the names are not compared); the one
 * after "average" is read as part of it.
 */
export function readAverageComparisons(context: ReadContext): AverageReading {
  const roles = new Map<Mention, Role>();
  const loose: AverageReading['loose'] = [];
  const words = context.tokens.map((token) => token.lower);
  words.forEach((word, index) => {
    if (!averageWords.has(word)) return;
    const end = index - (words[index - 1] === 'the' ? 1 : 0);
    const phrase = comparisonEndingAt(words, end);
    const comparison = phrase ? undefined : comparisonBefore(context, words, end);
    const op = phrase?.op ?? comparison?.op;
    if (!op) return;
    let start = index + 1;
    while (start < index + 4 && averagedLinkWords.has(words[start] ?? '')) start++;
    // "longer than the average working hours": one describing word may stand before the column.
    const after = context.mentions.find((m) => m.start === start || m.start === start + 1);
    const before = phrase
      ? (context.mentions
          .filter((m) => m.end <= phrase.start && phrase.start - m.end <= 2)
          .at(-1) ?? mentionAt(context, phrase.start - 1))
      : comparison?.compared;
    const compared = [before, after].find(namesNumberColumn);
    if (!compared) {
      // "older than average": the adjective names the measure.
      const adjective = phrase ? words[phrase.start] : comparison?.adjective;
      // "employees who make more than the average": a verb of earning compares pay.
      const earns = phrase && earningVerbs.has(words[phrase.start - 1] ?? '');
      const nouns =
        adjectiveMeasures.find((m) => m.words.includes(adjective ?? ''))?.nouns ??
        (earns ? earnedNouns : undefined);
      if (nouns) loose.push({ nouns, op, fn: 'avg' });
      return;
    }
    roles.set(compared, { kind: 'compare_aggregate', op, fn: 'avg', after: index });
    if (after && after !== compared) roles.set(after, { kind: 'consumed' });
  });
  const quantified = readQuantifiedComparisons(context);
  for (const [mention, role] of quantified.roles) if (!roles.has(mention)) roles.set(mention, role);
  for (const { nouns, comparison } of quantified.loose) loose.push({ nouns, ...comparison });
  return { roles, loose };
}
