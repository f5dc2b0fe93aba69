/**
 * A small English inflector for the nouns that name tables and columns. General rules plus the
 * common irregular forms; it never needs to be perfect, only to let "customer" find "customers".
 */

const irregular = new Map<string, string>(
  Object.entries({
    person: 'people',
    child: 'children',
    man: 'men',
    woman: 'women',
    mouse: 'mice',
    foot: 'feet',
    tooth: 'teeth',
    goose: 'geese',
    ox: 'oxen',
    leaf: 'leaves',
    half: 'halves',
    shelf: 'shelves',
    wolf: 'wolves',
    life: 'lives',
    knife: 'knives',
    wife: 'wives',
    hero: 'heroes',
    potato: 'potatoes',
    tomato: 'tomatoes',
    echo: 'echoes',
    criterion: 'criteria',
    phenomenon: 'phenomena',
    analysis: 'analyses',
    axis: 'axes',
    crisis: 'crises',
    thesis: 'theses',
    index: 'indices',
    matrix: 'matrices',
    vertex: 'vertices',
    quiz: 'quizzes',
    status: 'statuses',
    bonus: 'bonuses',
    campus: 'campuses',
    virus: 'viruses',
    bus: 'buses',
    census: 'censuses',
  }),
);

const irregularSingular = new Map([...irregular].map(([singular, plural]) => [plural, singular]));

/** Words with one form for both numbers. */
const uncountable = new Set([
  'data',
  'information',
  'equipment',
  'news',
  'series',
  'species',
  'sheep',
  'fish',
  'deer',
  'aircraft',
  'staff',
  'software',
  'feedback',
  'media',
  'metadata',
]);

/** Plurals in -ies whose singular ends in -ie, not -y. */
const ieSingulars = new Set([
  'movie',
  'cookie',
  'tie',
  'pie',
  'lie',
  'die',
  'calorie',
  'zombie',
  'rookie',
  'genie',
  'hippie',
  'prairie',
  'selfie',
]);

const isWord = (word: string): boolean => /^[a-z]+$/.test(word) && word.length > 1;
const endsInConsonantY = (word: string): boolean => /[^aeiou]y$/.test(word);

/** The plural of a lowercase English noun ("category" → "categories", "person" → "people"). */
export function pluralize(word: string): string {
  if (!isWord(word) || uncountable.has(word)) return word;
  const known = irregular.get(word);
  if (known) return known;
  if (irregularSingular.has(word)) return word;
  if (endsInConsonantY(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${word}es`;
  return `${word}s`;
}

/** The singular of a lowercase English noun ("categories" → "category", "people" → "person"). */
export function singularize(word: string): string {
  if (!isWord(word) || uncountable.has(word)) return word;
  const known = irregularSingular.get(word);
  if (known) return known;
  if (irregular.has(word)) return word;
  // -ss (address), -us (status), -is (analysis) are already singular.
  if (/(ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) {
    const ie = word.slice(0, -1);
    return ieSingulars.has(ie) ? ie : `${word.slice(0, -3)}y`;
  }
  if (/(sses|xes|zzes|ches|shes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}
