/** Kinds of telephone line: "cell_number" is a phone number, said "cell phone". */
const phoneLines = new Set(['cell', 'mobile', 'home', 'work', 'office', 'fax', 'contact']);

/** Units a column name may end with, as singular lemmas: "net_worth_millions", "weight_kg". */
const units = new Set([
  'million',
  'thousand',
  'billion',
  'usd',
  'eur',
  'gbp',
  'dollar',
  'euro',
  'kg',
  'lb',
  'lbs',
  'km',
  'cm',
  'mm',
  'pct',
  'percent',
  'sec',
  'minute',
  'hour',
  'mph',
  'inch',
  'foot',
  'ft',
  'meter',
  'metre',
  'mile',
  'f',
]);

function phoneAliases(words: string[]): string[][] {
  const [first, second] = words;
  if (words.length !== 2 || !first || !phoneLines.has(first)) return [];
  if (second === 'number') return [[first, 'phone']];
  if (second === 'phone') return [[first, 'number']];
  return [];
}

/**
 * "net worth millions" → "net worth", "net worth in millions" → "net worth"; units said one
 * after another come off one by one ("damage millions usd" → "damage millions", "damage").
 */
function unitless(words: string[]): string[][] {
  const last = words.at(-1);
  if (words.length < 2 || !last || !units.has(last)) return [];
  const stem = words.slice(0, words.at(-2) === 'in' ? -2 : -1);
  return stem.length > 0 ? [stem, ...unitless(stem)] : [];
}

/** "number_products", "num_of_staff": a count kept in a column is said "number of products". */
function countAliases(words: string[]): string[][] {
  const [first, ...rest] = words;
  if ((first !== 'number' && first !== 'num') || rest.length === 0) return [];
  const counted = rest[0] === 'of' ? rest.slice(1) : rest;
  return counted.length > 0 ? [['number', 'of', ...counted]] : [];
}

/** "department_id" is also said "department number": an identifier read as the thing's number. */
function keyAliases(words: string[]): string[][] {
  const stem = words.slice(0, -1);
  return words.at(-1) === 'id' && stem.length > 0 ? [[...stem, 'number']] : [];
}

/**
 * Shorter, weaker ways to say a column's name: the thing a count column counts ("num_of_staff" →
 * "staff", as in "the most staff") and the last two words of a longer name ("original air date"
 * → "air date", "song release year" → "release year"), and an identifier as the thing's number
 * ("department_id" → "department number"), and a quantity as the units it counts ("sold the most
 * units"), weaker than a column named so.
 */
export function partialAliases(words: string[]): { words: string[]; quality: number }[] {
  const found: { words: string[]; quality: number }[] = [];
  const counted = countAliases(words)[0]?.slice(2);
  if (counted && counted.length <= 2) found.push({ words: counted, quality: 0.7 });
  for (const alias of keyAliases(words)) found.push({ words: alias, quality: 0.7 });
  if (words.at(-1) === 'quantity') found.push({ words: ['unit'], quality: 0.7 });
  const tail = words.slice(-2);
  if (words.length >= 3 && !words.includes('of') && !words.includes('in') && !counted)
    found.push({ words: tail, quality: 0.8 });
  return found;
}

/**
 * Other ways people say a column's name (given as lemmas): a number of a kind of phone line is
 * that phone ("cell_number" → "cell phone") and the other way round, and a name ending in a unit
 * is also said without it ("net_worth_millions" → "net worth", "weight_kg" → "weight"), and a
 * count kept in a column with "number of" ("num_of_staff" → "number of staff"), and a part of a
 * person's name in its other words ("forename" → "first name").
 */
export function columnAliases(words: string[]): string[][] {
  return [
    ...phoneAliases(words),
    ...unitless(words),
    ...countAliases(words),
    ...phraseSynonyms(words),
  ];
}

/** Phrases people use for the same thing, each as lemmas. */
const phraseThesaurus: string[][][] = [
  [['date', 'of', 'birth'], ['birth', 'date'], ['birthday'], ['birthdate']],
  [['first', 'name'], ['forename'], ['firstname'], ['given', 'name']],
  [['last', 'name'], ['surname'], ['lastname'], ['family', 'name']],
];

/**
 * A name's ending phrase said the other ways: "emp_dob" (employee date of birth) is also the
 * employee birthday, "forename" the first name, "family_name" the last name.
 */
function phraseSynonyms(words: string[]): string[][] {
  const endsWith = (phrase: string[]) =>
    phrase.length <= words.length &&
    phrase.every((w, i) => words[words.length - phrase.length + i] === w);
  return phraseThesaurus.flatMap((group) => {
    const said = group.find(endsWith);
    if (!said) return [];
    const stem = words.slice(0, words.length - said.length);
    return group.filter((other) => other !== said).map((other) => [...stem, ...other]);
  });
}

/** Words people use for the same thing a column name says in other words. */
const thesaurus: string[][] = [
  ['sex', 'gender'],
  ['country', 'nation', 'nationality'],
  ['phone', 'telephone'],
  ['cell', 'mobile'],
  ['salary', 'wage', 'pay'],
  ['email', 'mail'],
  ['birthday', 'birthdate'],
  ['surname', 'lastname'],
  ['employee', 'staff', 'worker'],
  ['customer', 'client'],
  ['film', 'movie'],
  ['shop', 'store'],
  ['company', 'firm'],
  ['option', 'choice'],
  ['revenue', 'sale', 'turnover'],
];

/** "number of staff" is also "staff number": the phrase around its "of", the other way round. */
export function genitiveInverted(phrases: string[][]): string[][] {
  return phrases.flatMap((words) => {
    const of = words.indexOf('of');
    if (of <= 0 || of === words.length - 1) return [];
    return [[...words.slice(of + 1), ...words.slice(0, of)]];
  });
}

/** A name's phrases with each word swapped for its synonyms ("sex" → "gender"). */
export function synonymous(phrases: string[][]): string[][] {
  return phrases.flatMap((words) =>
    words.flatMap((word, index) => {
      const group = thesaurus.find((g) => g.includes(word));
      if (!group) return [];
      return group
        .filter((other) => other !== word)
        .map((other) => [...words.slice(0, index), other, ...words.slice(index + 1)]);
    }),
  );
}
