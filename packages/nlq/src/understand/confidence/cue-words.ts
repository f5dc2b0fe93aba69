import type { Token } from '../tokenize';

/**
 * Word families whose presence tells what kind of question it is, and so how often readings of
 * that kind come out right: the confidence model learns a weight for each. General English
 * only, never words of a particular schema.
 */
export const cueFamilies = {
  each: ['each', 'every', 'per'],
  both: ['both'],
  and: ['and'],
  or: ['or', 'either'],
  not: [
    'not',
    'no',
    'never',
    'without',
    'except',
    'excluding',
    'neither',
    'nor',
    "don't",
    "doesn't",
    "didn't",
  ],
  than: ['than'],
  compare: [
    'more',
    'less',
    'fewer',
    'greater',
    'larger',
    'smaller',
    'higher',
    'lower',
    'above',
    'below',
    'over',
    'under',
    'exceeding',
  ],
  superlative: [
    'most',
    'least',
    'highest',
    'lowest',
    'largest',
    'smallest',
    'biggest',
    'oldest',
    'youngest',
    'fewest',
    'latest',
    'earliest',
    'best',
    'worst',
    'top',
    'longest',
    'shortest',
    'max',
    'maximum',
    'min',
    'minimum',
  ],
  average: ['average', 'avg', 'mean'],
  total: ['total', 'sum', 'combined', 'overall'],
  count: ['many', 'number', 'count'],
  distinct: ['different', 'distinct', 'unique'],
  all: ['all'],
  between: ['between'],
  order: [
    'order',
    'ordered',
    'sort',
    'sorted',
    'ascending',
    'descending',
    'alphabetical',
    'alphabetically',
    'rank',
    'ranked',
  ],
  who: ['who', 'whom', 'whose'],
  with: ['with', 'has', 'have', 'having'],
  also: ['also', 'too', 'well'],
  common: ['common', 'popular', 'frequent', 'frequently', 'often'],
  name: ['name', 'names', 'called', 'named'],
  id: ['id', 'ids', 'identifier'],
} as const;

/** The cue families, in a fixed order. */
export type CueFamily = keyof typeof cueFamilies;
export const cueFamilyNames = Object.keys(cueFamilies) as CueFamily[];

const familyOf = new Map<string, CueFamily[]>();
for (const family of cueFamilyNames)
  for (const word of cueFamilies[family])
    familyOf.set(word, [...(familyOf.get(word) ?? []), family]);

/** How many words of each cue family the question holds. */
export function countCues(tokens: readonly Token[]): Record<CueFamily, number> {
  const counts = Object.fromEntries(cueFamilyNames.map((family) => [family, 0])) as Record<
    CueFamily,
    number
  >;
  for (const token of tokens)
    for (const family of familyOf.get(token.lower) ?? []) counts[family] += 1;
  return counts;
}
