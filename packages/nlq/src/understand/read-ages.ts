import type { ComparisonOperator, SemanticTable } from '@tabletalk/contracts';
import type { ReadContext } from './context';
import { lemmasOf } from './lexicon';
import type { LooseComparison } from './read-numbers';
import { stopWords } from './stop-words';

/** Words after "N years old" that widen it to a bound: "30 years old or younger". */
const trailingBounds: { words: string[]; op: ComparisonOperator }[] = [
  { words: ['or', 'younger'], op: 'lte' },
  { words: ['or', 'young'], op: 'lte' },
  { words: ['or', 'less'], op: 'lte' },
  { words: ['or', 'under'], op: 'lte' },
  { words: ['or', 'older'], op: 'gte' },
  { words: ['or', 'more'], op: 'gte' },
  { words: ['or', 'over'], op: 'gte' },
  { words: ['or', 'above'], op: 'gte' },
];

/** The index just past "years old" or "years of age" after the number at `index`, if there. */
function ageWordsEnd(words: string[], index: number): number | undefined {
  if (!/^(years?|yrs?)$/.test(words[index + 1] ?? '')) return undefined;
  if (words[index + 2] === 'old') return index + 3;
  if (words[index + 2] === 'of' && words[index + 3] === 'age') return index + 4;
  return undefined;
}

/** The table named last before token `index` that has an age ("a cat that is 3 years old"). */
function ageOwner(context: ReadContext, index: number): SemanticTable | undefined {
  const hasAge = (table: SemanticTable) =>
    table.columns.some((column) => !column.hidden && lemmasOf(column.name).includes('age'));
  return context.mentions
    .filter((mention) => mention.end <= index)
    .map((mention) => mention.entries[0]?.target.table)
    .filter((table): table is SemanticTable => table !== undefined && hasAge(table))
    .at(-1);
}

/**
 * "at least 25 years old", "30 years old or younger", "who are not 20 years old": a number of
 * years old compares the age of the rows named last before it, whatever the words are linked to; `before` is the comparison
 * read before the number, if any. Returns undefined when the number is not an age in years.
 */
export function readAgeInYears(
  context: ReadContext,
  words: string[],
  index: number,
  value: number,
  before: ComparisonOperator | undefined,
): LooseComparison | undefined {
  const end = ageWordsEnd(words, index);
  if (end === undefined) return undefined;
  const trailing = trailingBounds.find(({ words: phrase }) =>
    phrase.every((word, i) => words[end + i] === word),
  )?.op;
  const negated = /^(not|never)$/.test(words[index - 1] ?? '');
  const op = before ?? trailing ?? (negated ? 'neq' : 'eq');
  const table = ageOwner(context, index);
  return { nouns: ['age'], op, value, isYear: false, at: index, ...(table ? { table } : {}) };
}

/** Comparison words said of people themselves, read as their age: "students under 20". */
const agedWords = new Set(['under', 'over']);

/**
 * "students under 20", "members over 65": "under" or "over" and a whole number with no noun after
 * it, said of rows that have an age, compares their age. `comparisonStart` is where the
 * comparison's words begin. Returns undefined when nothing so reads.
 */
export function readBareAge(
  context: ReadContext,
  words: string[],
  index: number,
  value: number,
  comparison: { op: ComparisonOperator; start: number },
): LooseComparison | undefined {
  if (!agedWords.has(words[comparison.start] ?? '')) return undefined;
  if (!Number.isInteger(value) || value <= 0 || value > 120) return undefined;
  const next = words[index + 1];
  if (next !== undefined && !stopWords.has(next)) return undefined;
  const table = ageOwner(context, comparison.start);
  if (!table) return undefined;
  return { nouns: ['age'], op: comparison.op, value, isYear: false, at: index, table };
}
