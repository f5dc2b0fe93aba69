import type { AggregateFunction, ComparisonOperator } from '@tabletalk/contracts';
import type { Token } from './tokenize';

/** Words that ask for an aggregate of what follows ("average age", "total revenue"). */
export const aggregateWords = new Map<string, AggregateFunction>(
  Object.entries({
    average: 'avg',
    avg: 'avg',
    mean: 'avg',
    total: 'sum',
    sum: 'sum',
    combined: 'sum',
    overall: 'sum',
    maximum: 'max',
    max: 'max',
    highest: 'max',
    largest: 'max',
    biggest: 'max',
    greatest: 'max',
    minimum: 'min',
    min: 'min',
    lowest: 'min',
    smallest: 'min',
    least: 'min',
    median: 'median',
  }),
);

/** Words that ask for the most frequent value ("the most common city"). */
export const modeWords = new Set([
  'common',
  'popular',
  'frequent',
  'frequently',
  'often',
  'usual',
  'typical',
]);

/** Superlatives: the direction they sort in and whether they mean "most of a count". */
export const superlativeWords = new Map<string, 'asc' | 'desc'>(
  Object.entries({
    most: 'desc',
    highest: 'desc',
    largest: 'desc',
    biggest: 'desc',
    greatest: 'desc',
    maximum: 'desc',
    max: 'desc',
    top: 'desc',
    best: 'desc',
    longest: 'desc',
    heaviest: 'desc',
    oldest: 'desc',
    tallest: 'desc',
    fastest: 'desc',
    latest: 'desc',
    newest: 'desc',
    recent: 'desc',
    expensive: 'desc',
    least: 'asc',
    fewest: 'asc',
    lowest: 'asc',
    smallest: 'asc',
    minimum: 'asc',
    min: 'asc',
    worst: 'asc',
    shortest: 'asc',
    lightest: 'asc',
    youngest: 'asc',
    earliest: 'asc',
    slowest: 'asc',
    cheapest: 'asc',
    bottom: 'asc',
  }),
);

/** Superlatives that say "how many" ("the most delegates", "the fewest members"): their direction. */
export const countingSuperlatives = new Map<string, 'asc' | 'desc'>([
  ['most', 'desc'],
  ['least', 'asc'],
  ['fewest', 'asc'],
]);

/**
 * Adjectives that name a measure by its direction ("oldest" → age, descending). Each names the
 * nouns a column for it is usually called; the first column found by one of them is used.
 */
export const adjectiveMeasures: { words: string[]; nouns: string[]; direction: 'asc' | 'desc' }[] =
  [
    { words: ['oldest', 'older', 'old', 'elder'], nouns: ['age'], direction: 'desc' },
    { words: ['youngest', 'younger', 'young'], nouns: ['age'], direction: 'asc' },
    { words: ['heaviest', 'heavier', 'heavy'], nouns: ['weight'], direction: 'desc' },
    { words: ['lightest', 'lighter', 'light'], nouns: ['weight'], direction: 'asc' },
    { words: ['tallest', 'taller', 'tall'], nouns: ['height'], direction: 'desc' },
    { words: ['shortest', 'shorter'], nouns: ['height', 'length', 'duration'], direction: 'asc' },
    { words: ['longest', 'longer', 'long'], nouns: ['length', 'duration'], direction: 'desc' },
    {
      words: ['highest altitude', 'highest point'],
      nouns: ['elevation', 'altitude', 'height'],
      direction: 'desc',
    },
    {
      words: ['lowest altitude', 'lowest point'],
      nouns: ['elevation', 'altitude', 'height'],
      direction: 'asc',
    },
    { words: ['fastest', 'faster', 'fast'], nouns: ['speed'], direction: 'desc' },
    { words: ['slowest', 'slower', 'slow'], nouns: ['speed'], direction: 'asc' },
    {
      words: ['most expensive', 'expensive', 'pricier'],
      nouns: ['price', 'cost', 'charge', 'fee', 'amount'],
      direction: 'desc',
    },
    {
      words: ['cheapest', 'cheaper', 'cheap'],
      nouns: ['price', 'cost', 'charge', 'fee', 'amount'],
      direction: 'asc',
    },
    {
      words: ['richest', 'richer'],
      nouns: ['wealth', 'net worth', 'worth', 'income'],
      direction: 'desc',
    },
    {
      words: ['latest', 'newest', 'most recent', 'most recently', 'recent', 'recently', 'later'],
      nouns: ['date', 'year', 'time'],
      direction: 'desc',
    },
    { words: ['earliest', 'first', 'earlier'], nouns: ['date', 'year', 'time'], direction: 'asc' },
  ];

/**
 * Verbs of earning ("employees who make more than the average", "earning less than average"):
 * what they compare is pay, one of these nouns.
 */
export const earningVerbs = new Set([
  'make',
  'makes',
  'making',
  'earn',
  'earns',
  'earning',
  'earned',
]);
export const earnedNouns = ['salary', 'wage', 'pay', 'income', 'earnings'];

/** Verbs that open a sentence saying what to show ("… ? Give me the names", "Show the id"). */
export const showVerbs = ['show', 'list', 'give', 'return', 'tell'];

/** Comparison phrases before a number ("more than 5", "at least 10", "older than 30"). */
export const comparisonPhrases: { words: string[]; op: ComparisonOperator }[] = [
  { words: ['at', 'least'], op: 'gte' },
  ...['greater', 'more', 'larger', 'higher'].map((word) => ({
    words: [word, 'than', 'or', 'equal', 'to'],
    op: 'gte' as const,
  })),
  ...['less', 'fewer', 'smaller', 'lower'].map((word) => ({
    words: [word, 'than', 'or', 'equal', 'to'],
    op: 'lte' as const,
  })),
  { words: ['not', 'higher', 'than'], op: 'lte' },
  { words: ['not', 'greater', 'than'], op: 'lte' },
  { words: ['not', 'larger', 'than'], op: 'lte' },
  { words: ['not', 'above'], op: 'lte' },
  { words: ['not', 'over'], op: 'lte' },
  { words: ['not', 'lower', 'than'], op: 'gte' },
  { words: ['not', 'smaller', 'than'], op: 'gte' },
  { words: ['not', 'below'], op: 'gte' },
  { words: ['not', 'under'], op: 'gte' },
  { words: ['no', 'less', 'than'], op: 'gte' },
  { words: ['not', 'less', 'than'], op: 'gte' },
  { words: ['or', 'more'], op: 'gte' },
  { words: ['at', 'most'], op: 'lte' },
  { words: ['no', 'more', 'than'], op: 'lte' },
  { words: ['not', 'more', 'than'], op: 'lte' },
  { words: ['up', 'to'], op: 'lte' },
  { words: ['or', 'less'], op: 'lte' },
  { words: ['or', 'fewer'], op: 'lte' },
  { words: ['more', 'than'], op: 'gt' },
  { words: ['greater', 'than'], op: 'gt' },
  { words: ['larger', 'than'], op: 'gt' },
  { words: ['bigger', 'than'], op: 'gt' },
  { words: ['higher', 'than'], op: 'gt' },
  { words: ['older', 'than'], op: 'gt' },
  { words: ['heavier', 'than'], op: 'gt' },
  { words: ['longer', 'than'], op: 'gt' },
  { words: ['taller', 'than'], op: 'gt' },
  { words: ['later', 'than'], op: 'gt' },
  { words: ['above'], op: 'gt' },
  { words: ['over'], op: 'gt' },
  { words: ['exceeding'], op: 'gt' },
  { words: ['after'], op: 'gt' },
  { words: ['since'], op: 'gte' },
  { words: ['less', 'than'], op: 'lt' },
  { words: ['fewer', 'than'], op: 'lt' },
  { words: ['smaller', 'than'], op: 'lt' },
  { words: ['lower', 'than'], op: 'lt' },
  { words: ['younger', 'than'], op: 'lt' },
  { words: ['lighter', 'than'], op: 'lt' },
  { words: ['shorter', 'than'], op: 'lt' },
  { words: ['earlier', 'than'], op: 'lt' },
  { words: ['below'], op: 'lt' },
  { words: ['under'], op: 'lt' },
  { words: ['before'], op: 'lt' },
  { words: ['prior', 'to'], op: 'lt' },
  { words: ['equal', 'to'], op: 'eq' },
  { words: ['exactly'], op: 'eq' },
  { words: ['not', 'equal', 'to'], op: 'neq' },
  { words: ['is', 'not'], op: 'neq' },
  { words: ['are', 'not'], op: 'neq' },
  { words: ['was', 'not'], op: 'neq' },
];

/** Words after a number that make it a bound: "2014 or after", "5 or more". */
export const trailingComparisons: { words: string[]; op: ComparisonOperator }[] = [
  { words: ['or', 'more'], op: 'gte' },
  { words: ['or', 'after'], op: 'gte' },
  { words: ['or', 'later'], op: 'gte' },
  { words: ['or', 'above'], op: 'gte' },
  { words: ['or', 'less'], op: 'lte' },
  { words: ['or', 'fewer'], op: 'lte' },
  { words: ['or', 'before'], op: 'lte' },
  { words: ['or', 'earlier'], op: 'lte' },
  { words: ['or', 'below'], op: 'lte' },
  { words: ['or', 'higher'], op: 'gte' },
  { words: ['or', 'greater'], op: 'gte' },
  { words: ['or', 'larger'], op: 'gte' },
  { words: ['or', 'over'], op: 'gte' },
  { words: ['or', 'older'], op: 'gte' },
  { words: ['or', 'lower'], op: 'lte' },
  { words: ['or', 'smaller'], op: 'lte' },
  { words: ['or', 'under'], op: 'lte' },
  { words: ['or', 'younger'], op: 'lte' },
];

/** Words that open a grouping ("for each region", "per month", "by product"). */
export const groupPhrases: string[][] = [
  ['for', 'each'],
  ['for', 'every'],
  ['in', 'each'],
  ['of', 'each'],
  ['per'],
  ['by'],
  ['each'],
  ['every'],
  ['grouped', 'by'],
  ['group', 'by'],
  ['broken', 'down', 'by'],
  ['breakdown', 'by'],
];

/** Words that open an ordering ("ordered by age", "sorted by name", "in descending order of"). */
export const orderPhrases: string[][] = [
  ['ordered', 'by'],
  ['order', 'by'],
  ['sorted', 'by'],
  ['sort', 'by'],
  ['ranked', 'by'],
  ['rank', 'by'],
  ['arranged', 'by'],
  ['order', 'of'],
  ['sorted', 'in'],
  ['sorted', 'on'],
];

/** Words of negation that turn a filter or a relationship around. */
export const negationWords = new Set([
  'not',
  'no',
  'never',
  'without',
  "don't",
  "doesn't",
  "didn't",
  "haven't",
  "hasn't",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  'cannot',
  "can't",
  'except',
  'excluding',
  'neither',
  'nor',
  // "the non public schools", "heads born outside California".
  'non',
  'outside',
]);

/** Whether `tokens` continue at `index` with `words` (lowercase). */
export function matchesAt(tokens: Token[], index: number, words: string[]): boolean {
  return words.every((word, offset) => tokens[index + offset]?.lower === word);
}

/** The longest of `phrases` that starts at `index`, or undefined. */
export function phraseAt(
  tokens: Token[],
  index: number,
  phrases: string[][],
): string[] | undefined {
  let best: string[] | undefined;
  for (const phrase of phrases) {
    if (matchesAt(tokens, index, phrase) && phrase.length > (best?.length ?? 0)) best = phrase;
  }
  return best;
}

/**
 * The longest comparison phrase ending right before `end` ("more than" before a number), with
 * the operator it means and where it starts.
 */
export function comparisonEndingAt(
  words: string[],
  end: number,
): { op: ComparisonOperator; start: number } | undefined {
  let best: { op: ComparisonOperator; start: number; size: number } | undefined;
  for (const { words: phrase, op } of comparisonPhrases) {
    const start = end - phrase.length;
    if (
      start >= 0 &&
      phrase.every((word, i) => words[start + i] === word) &&
      phrase.length > (best?.size ?? 0)
    ) {
      best = { op, start, size: phrase.length };
    }
  }
  return best;
}

/**
 * Comparatives of size said of a table's rows themselves ("roller coasters higher than 100",
 * "rooms larger than 50"): the nouns a column measuring that size is usually called.
 */
export const sizeComparatives = new Map<string, string[]>([
  ['higher', ['height', 'elevation', 'altitude']],
  ['lower', ['height', 'elevation', 'altitude']],
  ['larger', ['size', 'area', 'capacity', 'population', 'amount']],
  ['bigger', ['size', 'area', 'capacity', 'population', 'amount']],
  ['smaller', ['size', 'area', 'capacity', 'population', 'amount']],
]);

/**
 * Superlatives of size said of a table's rows themselves ("the highest mountain", "the largest
 * payment"): the nouns a column measuring that size is usually called, first found first used.
 */
export const sizeSuperlatives = new Map<string, { nouns: string[]; direction: 'asc' | 'desc' }>([
  ['highest', { nouns: ['height', 'elevation', 'altitude'], direction: 'desc' }],
  ['lowest', { nouns: ['height', 'elevation', 'altitude'], direction: 'asc' }],
  ['largest', { nouns: ['size', 'area', 'capacity', 'population', 'amount'], direction: 'desc' }],
  ['biggest', { nouns: ['size', 'area', 'capacity', 'population', 'amount'], direction: 'desc' }],
  ['smallest', { nouns: ['size', 'area', 'capacity', 'population', 'amount'], direction: 'asc' }],
]);
