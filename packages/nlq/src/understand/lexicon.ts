import type { SemanticColumn, SemanticModel, SemanticTable } from '@tabletalk/contracts';
import { findTable } from '../model';
import { expandWords, singularize, splitName } from '../text';
import { columnAliases, genitiveInverted, partialAliases, synonymous } from './column-aliases';
import { entityPhrases } from './entity-phrases';
import { abbreviationsSpelledOut } from './spelled-out-abbreviations';
import { stem } from './stem';
import { verbColumnWords } from './verb-senses';

/** What a phrase of a question can stand for. */
export type LexiconTarget =
  | { kind: 'table'; table: SemanticTable }
  | { kind: 'column'; table: SemanticTable; column: SemanticColumn }
  | { kind: 'value'; table: SemanticTable; column: SemanticColumn; value: string };

/** One way of naming a target, with how strongly the phrase points at it (0–1). */
export interface LexiconEntry {
  target: LexiconTarget;
  quality: number;
  /** Named with its table's name first ("cartoon title"): the phrase also names the table. */
  viaTable?: boolean;
  /** The phrase names the target only as a verb ("rooms that cost more than 160"): see verb-senses. */
  asVerb?: boolean;
}

/** Every phrase of a model's names, labels, synonyms and values, keyed by its lemmas. */
export interface Lexicon {
  phrases: Map<string, LexiconEntry[]>;
  /** Single-word stems of names, for loose matching ("produced" ~ "production"). */
  stems: Map<string, LexiconEntry[]>;
  maxWords: number;
  /** Multi-word column names by their sorted word stems: "arriving date" ~ "date_arrived". */
  bags: Map<string, LexiconEntry[]>;
  /** Dictionary values by their whole lowercase text, for quoted values ("'Ben Jones'"). */
  values: Map<string, LexiconEntry[]>;
  /** One-word phrases by first letter, the candidates a typo is checked against. */
  wordsByInitial: Map<string, string[]>;
}

/** Words a table name adds nothing with: "cars_data" is about cars. */
const genericTableWords = new Set([
  'data',
  'info',
  'information',
  'detail',
  'list',
  'table',
  'record',
  'log',
  'map',
  'tbl',
]);
/** Last words that add little to a two-word name ("email address" is the email). */
const genericLastWords = new Set([
  'address',
  'name',
  'number',
  'code',
  'type',
  'value',
  'text',
  'amount',
  'count',
]);
const prepositions = new Set(['of', 'in', 'for', 'by', 'at', 'on', 'per', 'to', 'with', 'from']);

/** Lemmas of a phrase: lowercase words, each singular. */
export function lemmasOf(text: string): string[] {
  return splitName(text).map(singularize);
}

function add(lexicon: Lexicon, words: string[], entry: LexiconEntry) {
  if (words.length === 0) return;
  const key = words.join(' ');
  const list = lexicon.phrases.get(key) ?? [];
  const same = list.find((other) => sameTarget(other.target, entry.target));
  if (same) {
    same.quality = Math.max(same.quality, entry.quality);
    if (!entry.asVerb) delete same.asVerb;
  } else list.push(entry);
  lexicon.phrases.set(key, list);
  lexicon.maxWords = Math.max(lexicon.maxWords, words.length);
}

function addStem(lexicon: Lexicon, word: string, entry: LexiconEntry) {
  const key = stem(word);
  const list = lexicon.stems.get(key) ?? [];
  if (!list.some((other) => sameTarget(other.target, entry.target))) list.push(entry);
  lexicon.stems.set(key, list);
}

/** Order-free key of a phrase's stems. */
export function bagKey(words: string[]): string {
  return words.map(stem).sort().join(' ');
}

/** Whether two targets are the same table, column or value. */
export function sameTarget(a: LexiconTarget, b: LexiconTarget): boolean {
  if (a.kind !== b.kind || a.table !== b.table) return false;
  if (a.kind === 'table' || b.kind === 'table') return true;
  if (a.column !== b.column) return false;
  return a.kind !== 'value' || (b.kind === 'value' && a.value === b.value);
}

/** The head noun of a phrase: the word before the first preposition, else the last word. */
function headOf(words: string[]): string | undefined {
  const preposition = words.findIndex((word, index) => index > 0 && prepositions.has(word));
  return preposition > 0 ? words[preposition - 1] : words.at(-1);
}

const entityWordsCache = new WeakMap<SemanticTable, string[]>();

/** The singular words a table's rows are called by: "cars_data" → ["car"]. */
export function tableEntityWords(table: SemanticTable): string[] {
  const cached = entityWordsCache.get(table);
  if (cached) return cached;
  const words = expandWords(splitName(table.name)).map(singularize);
  const meaningful = words.filter((word) => !genericTableWords.has(word));
  const result = meaningful.length > 0 ? meaningful : words;
  entityWordsCache.set(table, result);
  return result;
}

function addTable(lexicon: Lexicon, table: SemanticTable, entityWords: Set<string>) {
  const target: LexiconTarget = { kind: 'table', table };
  for (const phrase of [table.name, table.label])
    add(lexicon, lemmasOf(phrase), { target, quality: 1 });
  for (const phrase of table.synonyms) {
    add(lexicon, lemmasOf(phrase), { target, quality: 0.9 });
  }
  const entity = tableEntityWords(table);
  add(lexicon, entity, { target, quality: 0.95 });
  // "stores" for a table of shops: the thesaurus's other words for its rows.
  for (const words of synonymous([entity])) add(lexicon, words, { target, quality: 0.9 });
  if (entity.length > 1) {
    const head = headOf(entity);
    if (head) add(lexicon, [head], { target, quality: 0.6 });
  }
  if (entity.length === 1 && entity[0]) addStem(lexicon, entity[0], { target, quality: 0.5 });
  for (const { words, column } of entityPhrases(table, entity, entityWords))
    add(lexicon, words, {
      target: { kind: 'column', table, column },
      quality: 0.95,
      viaTable: true,
    });
}

function ownPhrases(column: SemanticColumn): string[][] {
  return [column.name, column.label, ...column.synonyms].map(lemmasOf);
}

/**
 * "pName" in table player, "g_name" in table genre: a single letter before the rest of a name
 * that is the initial of the table's word stands for it ("player name", "name").
 */
function initialSpelledOut(own: string[][], entity: string[]): string[][] {
  return own.flatMap((words) => {
    const [first, ...rest] = words;
    if (first?.length !== 1 || rest.length === 0 || !/\p{L}/u.test(first)) return [];
    const word = entity.find((candidate) => candidate.length > 1 && candidate.startsWith(first));
    return word ? [[word, ...rest], rest] : [];
  });
}

/** "singer_name" in table singer is also just "name": a column's own phrases less its table's words. */
function unprefixedPhrases(table: SemanticTable, column: SemanticColumn): string[][] {
  const entity = tableEntityWords(table);
  return ownPhrases(column)
    .filter((words) => words.length > entity.length && entity.every((word, i) => words[i] === word))
    .map((words) => words.slice(entity.length));
}

function columnPhrases(table: SemanticTable, column: SemanticColumn): string[][] {
  const own = ownPhrases(column);
  const entity = tableEntityWords(table);
  // "name" in table singer is also "singer name".
  const unprefixed = unprefixedPhrases(table, column);
  const prefixed = own.map((words) => [...entity, ...words]);
  return [
    ...own,
    ...unprefixed,
    ...initialSpelledOut(own, entity),
    ...prefixed,
    ...synonymous(own),
    ...genitiveInverted(own),
    ...own.flatMap(columnAliases),
  ];
}

/** The phrases of a column that start with its table's name ("cartoon title"). */
function prefixedPhrases(table: SemanticTable, column: SemanticColumn): Set<string> {
  const entity = tableEntityWords(table);
  return new Set(ownPhrases(column).map((words) => [...entity, ...words].join(' ')));
}

function addColumn(
  lexicon: Lexicon,
  table: SemanticTable,
  column: SemanticColumn,
  isForeignKey: boolean,
  entityWords: Set<string>,
) {
  const target: LexiconTarget = { kind: 'column', table, column };
  const phrases = columnPhrases(table, column);
  const viaTable = prefixedPhrases(table, column);
  for (const words of phrases)
    add(lexicon, words, {
      target,
      quality: 1,
      ...(viaTable.has(words.join(' ')) ? { viaTable: true } : {}),
    });
  // A key kept to refer to other rows ("reg_id" in stores) is theirs to be named spelled out.
  if (!isForeignKey)
    for (const words of abbreviationsSpelledOut(ownPhrases(column), entityWords))
      add(lexicon, words, { target, quality: 0.9 });
  // "dest_airport", "home_team": the words before a table's name say which one ("destination").
  for (const words of ownPhrases(column)) {
    const last = words.at(-1) ?? '';
    if (words.length === 2 && entityWords.has(last) && words[0])
      add(lexicon, [words[0]], { target, quality: 0.75 });
    for (const alias of partialAliases(words))
      add(lexicon, alias.words, { target, quality: alias.quality });
  }
  for (const words of phrases) {
    const head = headOf(words);
    if (words.length > 1 && head && head !== 'id') add(lexicon, [head], { target, quality: 0.55 });
  }
  // "order_id" names orders: in a table of order lines, "how many orders" counts them. A key
  // pointing at another table names that table instead (see `addKeyNames`).
  const own = lemmasOf(column.name);
  if (column.role === 'identifier' && own.length > 1 && own.at(-1) === 'id' && !isForeignKey)
    add(lexicon, own.slice(0, -1), { target, quality: 0.8 });
  for (const words of ownPhrases(column)) {
    if (words.length > 1 && words.length <= 3) {
      const key = bagKey(words);
      const list = lexicon.bags.get(key) ?? [];
      if (!list.some((other) => sameTarget(other.target, target)))
        list.push({ target, quality: 0.8 });
      lexicon.bags.set(key, list);
    }
    // Only one content word matches by stem ("directed by" ~ "director"): a shared stem of one
    // word of several proves little.
    const content = words.filter((word) => !prepositions.has(word));
    if (content.length === 1 && content[0]) addStem(lexicon, content[0], { target, quality: 0.45 });
    // "email address" is also "email", "star rating code" "star rating"; "pixel aspect ratio PAR"
    // is also "pixel aspect ratio".
    const last = words.at(-1) ?? '';
    if (words.length >= 2 && genericLastWords.has(last))
      add(lexicon, words.slice(0, -1), { target, quality: 0.7 });
    if (words.length >= 3 && last.length <= 3)
      add(lexicon, words.slice(0, -1), { target, quality: 0.9 });
  }
  // "customer_email_address" in table customers is also "email", as "email_address" would be.
  for (const words of unprefixedPhrases(table, column)) {
    const last = words.at(-1) ?? '';
    if (words.length >= 2 && genericLastWords.has(last))
      add(lexicon, words.slice(0, -1), { target, quality: 0.7 });
  }
  addGenderWords(lexicon, table, column);
  addVerbs(lexicon, table, column);
  for (const { value } of column.values) {
    // Values are matched as written: "JetBlue" is one word, not "Jet Blue".
    const words = value
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map(singularize);
    const entry: LexiconEntry = { target: { kind: 'value', table, column, value }, quality: 1 };
    if (words.length > 0) add(lexicon, words, entry);
    const key = value.toLowerCase();
    lexicon.values.set(key, [...(lexicon.values.get(key) ?? []), entry]);
  }
}

/** Words that make a column the moment of an event: "shipped_date", "date_closed", "paid_at". */
const momentWords = new Set(['date', 'at', 'on', 'time', 'timestamp', 'day']);

/**
 * The past participle a date column is named by ("shipped_date", "date_closed" → "shipped",
 * "closed"): the event happened when the column has a value.
 */
export function eventParticiple(column: SemanticColumn): string | null {
  if (column.type !== 'date' && column.type !== 'timestamp') return null;
  const words = lemmasOf(column.name);
  if (words.length !== 2) return null;
  const [first = '', second = ''] = words;
  const participle = momentWords.has(second) ? first : momentWords.has(first) ? second : '';
  return /[^e]ed$/.test(participle) && participle.length > 4 ? participle : null;
}

/**
 * "that cost more than 160": a verb naming the quantity a column ends in ("base_price"); "orders
 * not shipped yet": the participle naming a date column ("shipped_date"), as a verb.
 */
function addVerbs(lexicon: Lexicon, table: SemanticTable, column: SemanticColumn): void {
  const last = lemmasOf(column.name).at(-1);
  const target: LexiconTarget = { kind: 'column', table, column };
  for (const [verb, word] of verbColumnWords)
    if (last === word) add(lexicon, [verb], { target, quality: 0.9, asVerb: true });
  const participle = eventParticiple(column);
  if (participle) add(lexicon, [participle], { target, quality: 0.6, asVerb: true });
}

/** Words people say for the two values of a column coding sex or gender as M/F or Male/Female. */
const genderWords: { codes: string[]; words: string[] }[] = [
  { codes: ['m', 'male'], words: ['male', 'man', 'men', 'boy', 'gentleman'] },
  { codes: ['f', 'female'], words: ['female', 'woman', 'women', 'girl', 'lady'] },
];

/**
 * "female students", "all-male dorms": a column holding both an M and an F code (or Male and
 * Female) is read from the words people use for them, at a little less than the values' own.
 */
function addGenderWords(lexicon: Lexicon, table: SemanticTable, column: SemanticColumn): void {
  if (column.type !== 'text') return;
  const found = genderWords.map(({ codes }) =>
    column.values.find(({ value }) => codes.includes(value.trim().toLowerCase())),
  );
  if (found.some((value) => value === undefined)) return;
  genderWords.forEach(({ words }, i) => {
    const value = found[i]?.value ?? '';
    for (const word of words)
      add(lexicon, [singularize(word)], {
        target: { kind: 'value', table, column, value },
        quality: 0.9,
      });
  });
}

/**
 * A key named after what it points at ("student_id" → Highschooler) names the table it points at:
 * the people who name the column call those rows so.
 */
function addKeyNames(lexicon: Lexicon, model: SemanticModel) {
  for (const relationship of model.relationships) {
    const target = findTable(model.tables, relationship.toTable, relationship.toSchema);
    const [column] = relationship.fromColumns;
    if (!target || !column || relationship.fromColumns.length !== 1) continue;
    const words = lemmasOf(column);
    if (words.length < 2 || words.at(-1) !== 'id') continue;
    const named = words.slice(0, -1);
    const from = findTable(model.tables, relationship.fromTable, relationship.fromSchema);
    // Above the record table's own entity words (0.95): the record is not the thing it records.
    const quality = isRecordOf(from, named) ? 0.97 : 0.85;
    add(lexicon, named, { target: { kind: 'table', table: target }, quality });
  }
}

/**
 * Whether `table` is a record of the rows `named` stands for: its name is those words and a
 * generic word ("competition_record" keyed by competition_id), so "competition" means the
 * competition its key points at, not the record.
 */
function isRecordOf(table: SemanticTable | null | undefined, named: string[]): boolean {
  if (!table) return false;
  const entity = tableEntityWords(table);
  const nameWords = expandWords(splitName(table.name)).map(singularize);
  return entity.length < nameWords.length && entity.join(' ') === named.join(' ');
}

const cache = new WeakMap<SemanticModel, Lexicon>();

/**
 * The lexicon of a model's visible tables and columns: names, labels, synonyms (with and without
 * the table's own name), head nouns as weaker phrases, and dictionary values. Built once per model.
 */
export function buildLexicon(model: SemanticModel): Lexicon {
  const cached = cache.get(model);
  if (cached) return cached;
  const lexicon: Lexicon = {
    phrases: new Map(),
    stems: new Map(),
    bags: new Map(),
    values: new Map(),
    wordsByInitial: new Map(),
    maxWords: 1,
  };
  const foreignKeys = new Set(
    model.relationships.flatMap((r) => r.fromColumns.map((c) => `${r.fromTable}.${c}`)),
  );
  const entityWords = new Set(model.tables.flatMap((table) => tableEntityWords(table)));
  for (const table of model.tables) {
    addTable(lexicon, table, entityWords);
    for (const column of table.columns) {
      if (!column.hidden)
        addColumn(
          lexicon,
          table,
          column,
          foreignKeys.has(`${table.name}.${column.name}`),
          entityWords,
        );
    }
  }
  addKeyNames(lexicon, model);
  for (const key of lexicon.phrases.keys()) {
    if (key.includes(' ') || !key[0]) continue;
    lexicon.wordsByInitial.set(key[0], [...(lexicon.wordsByInitial.get(key[0]) ?? []), key]);
  }
  cache.set(model, lexicon);
  return lexicon;
}
