import type { AggregateFunction, ComparisonOperator } from '@tabletalk/contracts';
import type { ReadContext } from './context';
import {
  adjectiveMeasures,
  comparisonEndingAt,
  comparisonPhrases,
  earnedNouns,
  earningVerbs,
} from './cues';
import type { Mention } from './link';
import { namesNumberColumn } from './mention-columns';
import type { Role } from './roles';

/** A comparison with an aggregate of other rows, the rows read from token `after` on. */
export interface QuantifiedComparison {
  op: ComparisonOperator;
  fn: AggregateFunction;
  after: number;
}

/** Quantifiers meaning one row is enough ("than some instructor") or every row is meant. */
const someWords = new Set(['some', 'one']);
const allWords = new Set(['all', 'every', 'any', 'each']);

/** "than the largest balance": an extreme named outright. */
const extremeWords = new Map<string, AggregateFunction>([
  ['largest', 'max'],
  ['highest', 'max'],
  ['maximum', 'max'],
  ['max', 'max'],
  ['biggest', 'max'],
  ['greatest', 'max'],
  ['smallest', 'min'],
  ['lowest', 'min'],
  ['minimum', 'min'],
  ['min', 'min'],
  ['latest', 'max'],
  ['newest', 'max'],
  ['recent', 'max'],
  ['earliest', 'min'],
]);

/** Words between the comparison and its quantifier ("than that of some", "than the salary of all"). */
const linkWords = new Set(['that', 'those', 'of', 'the', 'at', 'least']);

/** "than" preceded by a comparative word: "higher", "less", ... with the operator it means. */
const comparatives = new Map(
  comparisonPhrases
    .filter((c) => c.words.length === 2 && c.words[1] === 'than')
    .map((c) => [c.words[0] ?? '', c.op]),
);

const isColumn = (mention: Mention | undefined): mention is Mention =>
  mention?.entries[0]?.target.kind === 'column';

/** The question's words, "then" after a comparative read as the "than" it is often typed for. */
function thanWords(context: ReadContext): string[] {
  const words = context.tokens.map((token) => token.lower);
  const comparative = (word: string) =>
    comparatives.has(word) || adjectiveMeasures.some((m) => m.words.includes(word));
  return words.map((word, i) =>
    word === 'then' && comparative(words[i - 1] ?? '') ? 'than' : word,
  );
}

/** The aggregate a quantifier asks for: the bound one row must pass ("than some") or all rows. */
function quantifiedFn(word: string, op: ComparisonOperator): AggregateFunction | undefined {
  const above = op === 'gt' || op === 'gte';
  if (someWords.has(word)) return above ? 'min' : 'max';
  if (allWords.has(word)) return above ? 'max' : 'min';
  return extremeWords.get(word);
}

/** The quantifier after a comparison, skipping link words and column spans; its fn and index. */
function quantifierAfter(
  context: ReadContext,
  words: string[],
  from: number,
  op: ComparisonOperator,
): { fn: AggregateFunction; at: number } | undefined {
  for (let i = from; i < Math.min(words.length, from + 6); i++) {
    const word = words[i] ?? '';
    const fn = quantifiedFn(word, op);
    if (fn && !(word === 'one' && words[i - 1] !== 'least')) return { fn, at: i };
    const inColumn = context.mentions.some((m) => isColumn(m) && m.start <= i && i < m.end);
    // "after the most recent film": "most" is part of the extreme.
    const mostRecent = word === 'most' && words[i + 1] === 'recent';
    if (!linkWords.has(word) && !inColumn && !mostRecent) return undefined;
  }
  return undefined;
}

/**
 * The comparison ending at `than` (index of the word after it): "salary above", "greater than",
 * a comparative before a column ("a higher salary than"), with the column compared if named, or
 * an adjective of a measure ("more expensive than", "cheaper than") with that adjective.
 */
export function comparisonBefore(
  context: ReadContext,
  words: string[],
  end: number,
): { op: ComparisonOperator; compared?: Mention; adjective?: string } | undefined {
  const phrase = comparisonEndingAt(words, end);
  const nearBefore = (at: number) =>
    context.mentions.filter((m) => isColumn(m) && m.end <= at && at - m.end <= 2).at(-1);
  if (phrase) {
    const adjective = words[end - 2];
    return { op: phrase.op, compared: nearBefore(phrase.start), adjective };
  }
  const column = context.mentions.find((m) => isColumn(m) && m.end === end - 1);
  const comparative = column ? words[column.start - 1] : undefined;
  const op = comparative ? comparatives.get(comparative) : undefined;
  if (op && column) return { op, compared: column };
  return words[end - 1] === 'than' ? adjectiveComparison(words, end - 2) : undefined;
}

/** "more expensive", "cheaper" ending at `at`: the operator its measure's direction means. */
function adjectiveComparison(
  words: string[],
  at: number,
): { op: ComparisonOperator; adjective: string } | undefined {
  const adjective = words[at] ?? '';
  const measure = adjectiveMeasures.find((m) => m.words.includes(adjective));
  if (!measure) return undefined;
  const less = words[at - 1] === 'less';
  return { op: (measure.direction === 'desc') !== less ? 'gt' : 'lt', adjective };
}

/** Measures an adjective names ("older than some engineer" compares ages). */
function adjectiveNouns(adjective: string | undefined): string[] | undefined {
  return adjectiveMeasures.find((m) => m.words.includes(adjective ?? ''))?.nouns;
}

/**
 * "salary greater than that of some instructor in Biology", "older than all engineers", "lower
 * than the highest price": a column compared with the smallest or largest value among rows read
 * after the quantifier ("some" needs one row passed, "all" and "any" every row). The compared
 * column is the one named before the comparison, else the number column named with the extreme
 * ("less than the largest salary"), else the measure its adjective or a verb of earning names;
 * columns named between the comparison and the rows are part of it.
 */
export function readQuantifiedComparisons(context: ReadContext): {
  roles: Map<Mention, Role>;
  loose: { nouns: string[]; comparison: QuantifiedComparison }[];
} {
  const roles = new Map<Mention, Role>();
  const loose: { nouns: string[]; comparison: QuantifiedComparison }[] = [];
  const words = thanWords(context);
  words.forEach((word, index) => {
    const end = index + 1;
    const isEnd = word === 'than' || comparisonEndingAt(words, end)?.start === index;
    const comparison = isEnd ? comparisonBefore(context, words, end) : undefined;
    const quantifier = comparison && quantifierAfter(context, words, end, comparison.op);
    if (!comparison || !quantifier) return;
    const read: QuantifiedComparison = {
      op: comparison.op,
      fn: quantifier.fn,
      after: quantifier.at,
    };
    for (const m of context.mentions)
      if (isColumn(m) && m.start >= end && m.start <= quantifier.at + 1)
        roles.set(m, { kind: 'consumed' });
    // "salaries less than the largest salary": the column named with the extreme is compared.
    const compared =
      comparison.compared ??
      context.mentions.find((m) => m.start === quantifier.at + 1 && namesNumberColumn(m));
    if (compared) {
      roles.set(compared, { kind: 'compare_aggregate', ...read });
      return;
    }
    // "employees who make more than the highest earning employee": a verb of earning compares pay.
    const verb = words[(comparisonEndingAt(words, end)?.start ?? 0) - 1] ?? '';
    // "created after the most recent film": the measure the extreme names is compared.
    const nouns =
      adjectiveNouns(comparison.adjective) ??
      (earningVerbs.has(verb) ? earnedNouns : undefined) ??
      adjectiveNouns(words[quantifier.at]);
    if (nouns) loose.push({ nouns, comparison: read });
  });
  return { roles, loose };
}
