import { pluralize, singularize } from './inflect';

/**
 * Labels and synonyms derived from table and column names by general rules of English and of
 * naming conventions (snake_case, kebab-case, camelCase, common abbreviations). Nothing here may
 * know about any particular dataset.
 */

/** Abbreviations common in database names, by the word they stand for. */
const abbreviations = new Map<string, string>(
  Object.entries({
    qty: 'quantity',
    amt: 'amount',
    num: 'number',
    no: 'number',
    nbr: 'number',
    nr: 'number',
    cnt: 'count',
    cust: 'customer',
    prod: 'product',
    desc: 'description',
    descr: 'description',
    dt: 'date',
    ts: 'timestamp',
    pct: 'percent',
    perc: 'percent',
    avg: 'average',
    min: 'minimum',
    max: 'maximum',
    tot: 'total',
    addr: 'address',
    dept: 'department',
    emp: 'employee',
    mgr: 'manager',
    yr: 'year',
    yrs: 'years',
    mth: 'month',
    qtr: 'quarter',
    wk: 'week',
    hr: 'hour',
    hrs: 'hours',
    acct: 'account',
    bal: 'balance',
    val: 'value',
    ctry: 'country',
    loc: 'location',
    org: 'organization',
    inv: 'invoice',
    txn: 'transaction',
    trx: 'transaction',
    ref: 'reference',
    seq: 'sequence',
    msg: 'message',
    img: 'image',
    lvl: 'level',
    src: 'source',
    dest: 'destination',
    pmt: 'payment',
    rev: 'revenue',
    wt: 'weight',
    ht: 'height',
    lat: 'latitude',
    lng: 'longitude',
    lon: 'longitude',
    dur: 'duration',
    mfr: 'manufacturer',
    std: 'standard',
    attr: 'attribute',
    usr: 'user',
    tel: 'telephone',
    intl: 'international',
    dob: 'date of birth',
    fname: 'first name',
    lname: 'last name',
    mpg: 'miles per gallon',
    mph: 'miles per hour',
    hp: 'horsepower',
    stu: 'student',
    prof: 'professor',
    pop: 'population',
    enr: 'enrollment',
    pos: 'position',
    cred: 'credit',
    crs: 'course',
  }),
);

/** Prefixes that mark a table's kind in warehouses rather than what it holds. */
const tablePrefixes = new Set(['tbl', 'tb', 'dim', 'fact', 'fct', 'stg']);

/** Words after which a noun phrase's head has ended ("singer in concert" → head "singer"). */
const prepositions = new Set(['of', 'in', 'for', 'by', 'at', 'on', 'per', 'to', 'with', 'from']);

/**
 * Splits a name into lowercase words at separators, camelCase humps and letter–digit boundaries.
 * @example splitName('orderDate2') // ['order', 'date', '2']
 * @example splitName('XMLHttp_request-id') // ['xml', 'http', 'request', 'id']
 */
export function splitName(name: string): string[] {
  const known = splitNames.get(name);
  if (known) return [...known];
  const words = splitWords(name);
  if (splitNames.size >= maxSplitNames) splitNames.clear();
  splitNames.set(name, words);
  return [...words];
}

/** Names already split: the same column and table names are split for every question. */
const splitNames = new Map<string, string[]>();
const maxSplitNames = 50_000;

function splitWords(name: string): string[] {
  return name
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})/gu, '$1 $2')
    .replace(/(\p{N})(?!(?:st|nd|rd|th)(?!\p{L}))(\p{L})/gu, '$1 $2')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .map((word) => word.toLowerCase());
}

/**
 * The words a name stands for, abbreviations written out ("cust_qty" → customer quantity). A
 * letter split off by its capital ("LName" → l, name) is read with the word after it ("lname").
 */
export function expandWords(words: string[]): string[] {
  const joined = words.flatMap((word, i) => {
    const next = words[i + 1];
    if (word.length === 1 && next && abbreviations.has(word + next)) return [word + next];
    const previous = words[i - 1];
    return previous?.length === 1 && abbreviations.has(previous + word) ? [] : [word];
  });
  return joined.flatMap((word) => (abbreviations.get(word) ?? word).split(' '));
}

/** Sentence case: the first letter capitalised, the rest as given. */
function sentence(words: string[]): string {
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function withoutTablePrefix(words: string[]): string[] {
  const [first, ...rest] = words;
  return first && tablePrefixes.has(first) && rest.length > 0 ? rest : words;
}

/**
 * A column's label: its words, abbreviations expanded, in sentence case.
 * @example columnLabel('orderDate2') // 'Order date 2'
 * @example columnLabel('cust_qty') // 'Customer quantity'
 */
export function columnLabel(name: string): string {
  const words = expandWords(splitName(name));
  return words.length > 0 ? sentence(words) : name;
}

/**
 * A table's label, like a column's but without warehouse prefixes such as `dim_` or `tbl_`.
 * @example tableLabel('singer_in_concert') // 'Singer in concert'
 */
export function tableLabel(name: string): string {
  const words = withoutTablePrefix(expandWords(splitName(name)));
  return words.length > 0 ? sentence(words) : name;
}

/**
 * The words of a table's name as a thing it holds, for matching key columns against it:
 * abbreviations expanded, warehouse prefix dropped, every word singular.
 * @example entityWords('dim_order_items') // ['order', 'item']
 */
export function entityWords(name: string): string[] {
  return withoutTablePrefix(expandWords(splitName(name))).map(singularize);
}

/** Index of a phrase's head noun: the word before the first preposition, else the last word. */
function headIndex(words: string[]): number {
  const preposition = words.findIndex((word, index) => index > 0 && prepositions.has(word));
  return preposition > 0 ? preposition - 1 : words.length - 1;
}

/** Words that make a name a predicate ("is_active"), whose rest is the adjective or noun. */
const predicateWords = new Set(['is', 'has']);

/**
 * The phrase with its head noun in singular and in plural form.
 * @example numberForms(['singer', 'in', 'concert']) // ['singer in concert', 'singers in concert']
 */
export function numberForms(words: string[]): string[] {
  const head = headIndex(words);
  const noun = words[head];
  if (noun === undefined) return [];
  const singular = singularize(noun);
  return [singular, pluralize(singular)].map((form) =>
    words.map((word, index) => (index === head ? form : word)).join(' '),
  );
}

/** Phrases from word lists: each as is, and the expanded ones also in both numbers. */
function phrasesOf(asIs: string[][], inflected: string[][], label: string): string[] {
  const phrases = new Set<string>();
  for (const words of [...asIs, ...inflected]) {
    if (words.length > 0) phrases.add(words.join(' '));
  }
  // Abbreviations are not inflected ("qty" has no plural), so only written-out words are.
  for (const words of inflected) {
    const [first, ...rest] = words;
    const isPredicate = first !== undefined && predicateWords.has(first) && rest.length > 0;
    const noun = isPredicate ? rest : words;
    if (isPredicate) phrases.add(noun.join(' '));
    for (const form of numberForms(noun)) phrases.add(form);
  }
  phrases.delete(label.toLowerCase());
  return [...phrases];
}

/**
 * Lowercase phrases a question may use for a column besides its label: the name's own words,
 * the words with abbreviations expanded, and singular and plural forms of the latter.
 * @example columnSynonyms('order_qty') // ['order qty', 'order quantities']
 */
export function columnSynonyms(name: string): string[] {
  const words = splitName(name);
  return phrasesOf([words], [expandWords(words)], columnLabel(name));
}

/**
 * Lowercase phrases for a table besides its label: the name's words with and without a warehouse
 * prefix, abbreviations expanded, singular and plural.
 * @example tableSynonyms('customers') // ['customer']
 */
export function tableSynonyms(name: string): string[] {
  const words = splitName(name);
  const expanded = expandWords(words);
  return phrasesOf(
    [words, withoutTablePrefix(words)],
    [withoutTablePrefix(expanded)],
    tableLabel(name),
  );
}
