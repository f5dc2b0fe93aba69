import type { AggregateFunction, ComparisonOperator } from '@tabletalk/contracts';
import { mentionAt, type ReadContext } from './context';
import { adjectiveMeasures, comparisonEndingAt } from './cues';
import type { Mention } from './link';
import { namesNumberColumn } from './mention-columns';
import { readQuantifiedComparisons } from './read-quantified-comparisons';
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

/**
 * "weight below the average weight", "older than average": a number column compared with its own
 * average. The compared column is the number column named before the comparison, else the one
 * after "average", else the measure the adjective names ("names of people who are shorter than
 * average": the names are not compared); the one after "average" is read as part of it.
 */
export function readAverageComparisons(context: ReadContext): AverageReading {
  const roles = new Map<Mention, Role>();
  const loose: AverageReading['loose'] = [];
  const words = context.tokens.map((token) => token.lower);
  words.forEach((word, index) => {
    if (!averageWords.has(word)) return;
    const articleGap = words[index - 1] === 'the' ? 1 : 0;
    const comparison = comparisonEndingAt(words, index - articleGap);
    if (!comparison) return;
    const after = context.mentions.find(
      (m) => m.start === index + 1 || (m.start === index + 2 && words[index + 1] === 'of'),
    );
    const before =
      context.mentions
        .filter((m) => m.end <= comparison.start && comparison.start - m.end <= 2)
        .at(-1) ?? mentionAt(context, comparison.start - 1);
    const compared = [before, after].find(namesNumberColumn);
    if (!compared) {
      // "older than average": the adjective names the measure.
      const nouns = adjectiveMeasures.find((m) =>
        m.words.includes(words[comparison.start] ?? ''),
      )?.nouns;
      if (nouns) loose.push({ nouns, op: comparison.op, fn: 'avg' });
      return;
    }
    roles.set(compared, { kind: 'compare_aggregate', op: comparison.op, fn: 'avg', after: index });
    if (after && after !== compared) roles.set(after, { kind: 'consumed' });
  });
  const quantified = readQuantifiedComparisons(context);
  for (const [mention, role] of quantified.roles) if (!roles.has(mention)) roles.set(mention, role);
  for (const { nouns, comparison } of quantified.loose) loose.push({ nouns, ...comparison });
  return { roles, loose };
}
