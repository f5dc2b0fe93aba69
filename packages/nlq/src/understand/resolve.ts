import type { SemanticColumn, SemanticModel, SemanticTable } from '@tabletalk/contracts';
import { columnInPlay } from './column-in-play';
import { nextMention, previousMention, type ReadContext, wordsBetween } from './context';
import type { ColumnRef } from './frame';
import { joinDistance, reachesOne } from './join-graph';
import { lemmasOf, tableEntityWords } from './lexicon';
import type { Mention } from './link';
import { stem } from './stem';

/** Tables the question names, in order. */
export function namedTables(mentions: Mention[]): SemanticTable[] {
  const tables: SemanticTable[] = [];
  for (const mention of mentions) {
    const target = mention.entries[0]?.target;
    if (target?.kind === 'table' && !tables.includes(target.table)) tables.push(target.table);
  }
  return tables;
}

/** Words between a column and the table it is said of ("the names of the different tracks"). */
const ownerGapWords = new Set([
  'of',
  'for',
  'the',
  'a',
  'an',
  'all',
  'each',
  'every',
  'different',
  'various',
  'distinct',
]);

/** The table a span right before or after ("stadium name", "name of the stadium") names. */
function adjacentTable(context: ReadContext, mention: Mention): SemanticTable | undefined {
  const before = previousMention(context, mention);
  if (before && (before.end === mention.start || saysWithOf(context, before, mention))) {
    const target = before.entries.find((entry) => entry.target.kind === 'table')?.target;
    if (target) return target.table;
  }
  let after = nextMention(context, mention);
  // "the name and theme for all concerts": the owner named after a list of columns is each one's.
  // "the name, born state and age of the heads": a listed column said with "of" and its table
  // names the table of the columns before it.
  while (after && isListedColumn(context, mention, after)) {
    const listed = after;
    const saysOf = context.tokens.slice(listed.start, listed.end).some((t) => t.lower === 'of');
    const via = listed.entries.find((entry) => entry.viaTable)?.target.table;
    if (via && saysOf) return via;
    after = nextMention(context, after);
  }
  if (after) {
    const gap = wordsBetween(
      context,
      (previousMention(context, after) ?? mention).end,
      after.start,
    );
    const joins =
      gap.length <= 3 &&
      (gap[0] === 'of' || gap[0] === 'for') &&
      gap.every((w) => ownerGapWords.has(w));
    const target = after.entries.find((entry) => entry.target.kind === 'table')?.target;
    if (joins && target) return target.table;
  }
  return pronounAntecedent(context, mention);
}

/** Words that say the column after them is one of the rows named before ("the student with the last name"). */
const withWords = new Set(['with', 'whose', 'having']);

/** Whether a column is said of the rows named right before it by "with (the)" or "whose". */
function saysWithOf(context: ReadContext, before: Mention, mention: Mention): boolean {
  const gap = wordsBetween(context, before.end, mention.start);
  const [first, ...rest] = gap;
  return (
    first !== undefined &&
    withWords.has(first) &&
    rest.length <= 1 &&
    rest.every((w) => w === 'the' || w === 'a' || w === 'an')
  );
}

/** Whether `next` is another column listed after `mention` ("name and theme", "name, age"). */
function isListedColumn(context: ReadContext, mention: Mention, next: Mention): boolean {
  if (next.entries[0]?.target.kind !== 'column') return false;
  const gap = wordsBetween(context, (previousMention(context, next) ?? mention).end, next.start);
  return gap.length <= 2 && gap.every((w) => w === 'and' || w === 'the');
}

/** "its id", "the name of each continent": the column the words name with the table's name. */
function columnNamedWith(
  context: ReadContext,
  table: SemanticTable,
  mention: Mention,
): ColumnRef | undefined {
  const words = context.tokens.slice(mention.start, mention.end).map((token) => token.lemma);
  const entries = context.lexicon.phrases.get([...tableEntityWords(table), ...words].join(' '));
  const target = entries?.find(
    (entry) => entry.target.kind === 'column' && entry.target.table === table,
  )?.target;
  return target?.kind === 'column' ? { table, column: target.column } : undefined;
}

/**
 * "the ids of all transactions": the word "id" said of a table whose key is not called by its
 * name ("transaction_id" in financial_transactions) is that key: the declared one, else the one
 * identifier with a value for each row that refers to no other table.
 */
function keyCalledId(
  context: ReadContext,
  table: SemanticTable,
  mention: Mention,
): ColumnRef | undefined {
  const saysId = mention.end - mention.start === 1 && context.tokens[mention.start]?.lemma === 'id';
  if (!saysId) return undefined;
  const refers = (c: SemanticColumn) =>
    context.model.relationships.some(
      (r) => r.fromTable === table.name && r.fromColumns.includes(c.name),
    );
  const unique = table.columns.filter(
    (c) =>
      !c.hidden &&
      c.role === 'identifier' &&
      c.stats !== undefined &&
      c.stats.distinctCount >= table.rowCount &&
      !refers(c),
  );
  const declared = table.primaryKey.length === 1 ? table.primaryKey[0] : undefined;
  const key = declared
    ? table.columns.find((c) => c.name === declared)
    : unique.length === 1 && unique[0];
  return key ? { table, column: key } : undefined;
}

const possessivePronouns = new Set(['its', 'their', 'his', 'her']);

/**
 * "For each continent, list its id, name and ...": columns listed after "its" or "their" are the
 * table's named before the pronoun.
 */
function pronounAntecedent(context: ReadContext, mention: Mention): SemanticTable | undefined {
  let index = mention.start - 1;
  while (index >= 0 && !possessivePronouns.has(context.tokens[index]?.lower ?? '')) {
    const word = context.tokens[index]?.lower;
    const listed = context.mentions.find((m) => index >= m.start && index < m.end);
    if (listed ? listed.entries[0]?.target.kind !== 'column' : word !== 'and' && word !== 'the')
      return undefined;
    index--;
  }
  const antecedent = context.mentions
    .filter((m) => m.end <= index)
    .findLast((m) => m.entries.some((entry) => entry.target.kind === 'table'));
  return antecedent?.entries.find((entry) => entry.target.kind === 'table')?.target.table;
}

/**
 * The column a span names, chosen among its candidates by link quality, nearness to the focus
 * table in the join graph, tables the question names, and a table named right beside it.
 */
export function resolveColumn(
  context: ReadContext,
  mention: Mention,
  focus: SemanticTable,
  named: SemanticTable[],
): ColumnRef | null {
  const forced = context.choices.get(mention.start);
  if (forced) return forced;
  const beside = adjacentTable(context, mention);
  const owned = beside
    ? (columnNamedWith(context, beside, mention) ?? keyCalledId(context, beside, mention))
    : undefined;
  if (owned && Number.isFinite(joinDistance(context.model, focus, beside as SemanticTable)))
    return owned;
  const besideLabel = beside && labelOfNamedRows(context, mention, beside, focus);
  if (besideLabel) return besideLabel;
  const scored: { ref: ColumnRef; score: number }[] = [];
  for (const entry of mention.entries) {
    const target = entry.target;
    if (target.kind === 'table') continue;
    const distance = joinDistance(context.model, focus, target.table);
    if (!Number.isFinite(distance)) continue;
    let score = entry.quality - 0.25 * distance;
    if (target.table === beside) score += 0.5;
    if (named.includes(target.table)) score += 0.2;
    if (target.table === focus) score += 0.1;
    if (target.column.role === 'identifier' && target.kind === 'column') score -= 0.05;
    if (!scored.some((s) => s.ref.column === target.column))
      scored.push({ ref: { table: target.table, column: target.column }, score });
  }
  scored.sort((a, b) => b.score - a.score);
  const [best, ...rest] = scored;
  const inPlay = best && columnInPlay(context, mention, best.ref, [focus, ...named]);
  if (inPlay) return inPlay;
  const label = best && labelSaidAsName(context, mention, best.ref, focus, named);
  if (label) return label;
  // Close seconds are other readings the user may have meant; they are offered when unsure. So
  // are equally named columns of tables out of reach, when nothing in the question chose the focus.
  const bestQuality = Math.max(
    0,
    ...mention.entries
      .filter((e) => e.target.kind === 'column' && e.target.column === best?.ref.column)
      .map((e) => e.quality),
  );
  const guessedFocus = !named.includes(focus);
  const unreachable = mention.entries.flatMap((e) =>
    e.target.kind === 'column' &&
    guessedFocus &&
    e.quality >= bestQuality &&
    !Number.isFinite(joinDistance(context.model, focus, e.target.table))
      ? [{ table: e.target.table, column: e.target.column }]
      : [],
  );
  const close = [
    ...rest.filter((s) => best && best.score - s.score < 0.12).map((s) => s.ref),
    ...unreachable,
  ];
  if (best && close.length > 0 && !context.ambiguities.some((a) => a.mention === mention))
    context.ambiguities.push({ mention, chosen: best.ref, others: close });
  return best?.ref ?? null;
}

/**
 * "the names of banks that have loaned money to customers": the word "name" said right beside a
 * table none of whose columns it links to (a bank's "bname") is that table's label, not the name
 * of other rows the question names.
 */
function labelOfNamedRows(
  context: ReadContext,
  mention: Mention,
  beside: SemanticTable,
  focus: SemanticTable,
): ColumnRef | undefined {
  const saysName =
    mention.end - mention.start === 1 && context.tokens[mention.start]?.lemma === 'name';
  if (!saysName || mention.entries.some((e) => e.target.table === beside)) return undefined;
  if (!Number.isFinite(joinDistance(context.model, focus, beside))) return undefined;
  // "the names of entrepreneurs": the person each entrepreneur is has the name.
  const ownedByOne = mention.entries.some(
    (e) => e.target.kind === 'column' && reachesOne(context.model, beside, e.target.table),
  );
  if (ownedByOne) return undefined;
  if (beside.columns.some((c) => !c.hidden && lemmasOf(c.name).includes('name'))) return undefined;
  const label = labelColumn(beside);
  const isText = label?.type === 'text' && label.role !== 'identifier';
  return label && isText ? { table: beside, column: label } : undefined;
}

/**
 * "the product whose name contains 'Scanner'", "the names of the customers": the word "name" of
 * rows with no column called a name is their label ("product", "customer_details"), not the name
 * of another table's rows that nothing in the question names.
 */
function labelSaidAsName(
  context: ReadContext,
  mention: Mention,
  chosen: ColumnRef,
  focus: SemanticTable,
  named: SemanticTable[],
): ColumnRef | undefined {
  const saysName =
    mention.end - mention.start === 1 && context.tokens[mention.start]?.lemma === 'name';
  if (!saysName || chosen.table === focus || named.includes(chosen.table)) return undefined;
  // "the names of entrepreneurs": the person each entrepreneur is has the name.
  if (reachesOne(context.model, focus, chosen.table)) return undefined;
  if (focus.columns.some((c) => !c.hidden && lemmasOf(c.name).includes('name'))) return undefined;
  const label = labelColumn(focus);
  const isText = label?.type === 'text' && label.role !== 'identifier';
  return label && isText ? { table: focus, column: label } : undefined;
}

/** The column that names a table's rows: a name or title, else the first text column, else the key. */
export function labelColumn(table: SemanticTable): SemanticColumn | undefined {
  const visible = table.columns.filter((column) => !column.hidden);
  const named = (word: string) => visible.find((column) => lemmasOf(column.name).includes(word));
  const nameOnly = visible.find((column) => lemmasOf(column.name).join(' ') === 'name');
  return (
    nameOnly ??
    visible.find((column) => isNamedAsTable(table, column)) ??
    named('name') ??
    named('title') ??
    visible.find((column) => column.type === 'text' && column.role !== 'identifier') ??
    visible.find((column) => table.primaryKey.includes(column.name)) ??
    visible[0]
  );
}

/** Whether a column tells a table's rows apart: its name or title, its key, or an identifier. */
export function namesOrKeysRows(ref: ColumnRef): boolean {
  const { table, column } = ref;
  return (
    labelColumn(table) === column ||
    table.primaryKey.includes(column.name) ||
    column.role === 'identifier'
  );
}

/** Whether a table has a column that names its rows (a name or a title). */
export function hasNameColumn(table: SemanticTable): boolean {
  return table.columns.some(
    (c) =>
      !c.hidden &&
      (lemmasOf(c.name).some((w) => w === 'name' || w === 'title') || isNamedAsTable(table, c)),
  );
}

/** A text column called just as its table's rows ("airline" in airlines): their name. */
function isNamedAsTable(table: SemanticTable, column: SemanticColumn): boolean {
  return (
    column.type === 'text' && lemmasOf(column.name).join(' ') === tableEntityWords(table).join(' ')
  );
}

/** The key column of a table, for grouping by it and counting its rows. */
export function keyColumn(table: SemanticTable): SemanticColumn | undefined {
  const key = table.primaryKey[0];
  return table.columns.find((column) => column.name === key) ?? labelColumn(table);
}

/**
 * A column whose name holds one of `nouns`, nearest the focus first ("age" for "older than");
 * with `compound`, a word of the name may also end with the noun ("classroom" for "room").
 */
export function columnByNouns(
  model: SemanticModel,
  nouns: string[],
  focus: SemanticTable,
  tables: SemanticTable[],
  compound = false,
): ColumnRef | null {
  const candidates = [
    focus,
    ...tables.filter((t) => t !== focus),
    ...model.tables.filter((t) => t !== focus && !tables.includes(t)),
  ];
  for (const table of candidates) {
    if (!Number.isFinite(joinDistance(model, focus, table))) continue;
    for (const noun of nouns) {
      // A key ("charge_id") or a text ("charge_type") is not what an adjective measures.
      const isTimeNoun = noun === 'date' || noun === 'year' || noun === 'time';
      const isMeasurable = (c: SemanticColumn) =>
        isTimeNoun || (c.type !== 'text' && c.type !== 'boolean');
      // A year that other rows refer to a row by ("the section of Fall 2009") is still its year.
      const isKeyYear = (c: SemanticColumn) =>
        isTimeNoun && !(table.primaryKey.length === 1 && table.primaryKey[0] === c.name);
      const column = table.columns.find(
        (c) =>
          !c.hidden &&
          (c.role !== 'identifier' || isKeyYear(c)) &&
          isMeasurable(c) &&
          lemmasOf(c.name).some((word) => word === noun || (compound && word.endsWith(noun))),
      );
      if (column) return { table, column };
    }
  }
  return null;
}

/** The date or timestamp column periods and grains apply to: the time-role one nearest the focus. */
export function timeColumn(
  model: SemanticModel,
  focus: SemanticTable,
  tables: SemanticTable[],
): ColumnRef | null {
  const isTime = (c: SemanticColumn) => !c.hidden && (c.type === 'date' || c.type === 'timestamp');
  const candidates = [focus, ...tables.filter((t) => t !== focus), ...model.tables];
  for (const table of candidates) {
    if (!Number.isFinite(joinDistance(model, focus, table))) continue;
    const column =
      table.columns.find((c) => isTime(c) && c.role === 'time') ?? table.columns.find(isTime);
    if (column) return { table, column };
  }
  return null;
}

/**
 * The time column for a year ("in 1974"): one named for the event the verb before it names
 * ("founded after 2008" → year_of_founded), else a year-named column or a date, nearest the focus.
 */
export function yearColumn(
  model: SemanticModel,
  focus: SemanticTable,
  tables: SemanticTable[],
  verb?: string,
): ColumnRef | null {
  const event = verb && verb.length > 3 ? eventYearColumn(model, focus, tables, stem(verb)) : null;
  if (event) return event;
  const byName = columnByNouns(model, ['year'], focus, tables);
  if (byName) return byName;
  for (const table of [focus, ...tables]) {
    const column = table.columns.find(
      (c) => !c.hidden && (c.type === 'date' || c.type === 'timestamp'),
    );
    if (column) return { table, column };
  }
  return parentDateColumn(model, focus);
}

/**
 * A table of lines has no date of its own: the date of the row its key points at (an order
 * line's order) is when it happened. Only a parent's, so no row is counted twice.
 */
function parentDateColumn(model: SemanticModel, focus: SemanticTable): ColumnRef | null {
  for (const r of model.relationships) {
    if (r.fromTable !== focus.name || (r.fromSchema ?? focus.schema) !== focus.schema) continue;
    const table = model.tables.find((t) => t.name === r.toTable && t !== focus);
    const column = table?.columns.find(
      (c) => !c.hidden && (c.type === 'date' || c.type === 'timestamp'),
    );
    if (table && column) return { table, column };
  }
  return null;
}

/**
 * A year or date column whose name holds the verb's stem ("opened" → open_year), or a whole
 * number column named by the participle alone ("founded" → Founded), nearest first.
 */
function eventYearColumn(
  model: SemanticModel,
  focus: SemanticTable,
  tables: SemanticTable[],
  verbStem: string,
): ColumnRef | null {
  const candidates = [focus, ...tables, ...model.tables];
  for (const table of candidates) {
    if (!Number.isFinite(joinDistance(model, focus, table))) continue;
    const column = table.columns.find((c) => {
      const words = lemmasOf(c.name);
      const isWholeNumber = c.type === 'integer' || c.type === 'decimal';
      // "opened before 1850" → Open_Date holding 1838: a date kept as a whole number is a year.
      const isTime =
        c.type === 'date' ||
        c.type === 'timestamp' ||
        words.includes('year') ||
        (isWholeNumber && words.includes('date'));
      const namedByVerb = words.length === 1 && /ed$/.test(words[0] ?? '') && isWholeNumber;
      return !c.hidden && (isTime || namedByVerb) && words.some((word) => stem(word) === verbStem);
    });
    if (column) return { table, column };
  }
  return null;
}

/** Words of a column telling when its row began: born, or founded, built, opened. */
const beginningWords = [
  'birth',
  'born',
  'dob',
  'founded',
  'founding',
  'established',
  'built',
  'opened',
];

/**
 * A table's date (or year) of birth, or of founding ("Founded", "year_established"): the age of
 * its rows told another way. A date of birth kept as text ("emp_dob") still says it.
 */
export function birthColumn(table: SemanticTable): SemanticColumn | undefined {
  return table.columns.find((c) => {
    const words = lemmasOf(c.name);
    const isTime = c.type === 'date' || c.type === 'timestamp' || words.includes('year');
    const isTextDate = c.type === 'text' && (words.includes('dob') || words.includes('date'));
    const isYear = (c.type === 'integer' || c.type === 'decimal') && words.length === 1;
    return (
      !c.hidden &&
      c.role !== 'identifier' &&
      (isTime || isTextDate || isYear) &&
      words.some((word) => beginningWords.includes(word))
    );
  });
}
