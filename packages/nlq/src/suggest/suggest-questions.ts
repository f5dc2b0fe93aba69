import type { SemanticColumn, SemanticModel, SemanticTable } from '@tabletalk/contracts';
import { compileQuery } from '../compile';
import { pluralize } from '../text';
import { understand } from '../understand';
import { lemmasOf, tableEntityWords } from '../understand/lexicon';

const isNumber = (column: SemanticColumn) => column.type === 'integer' || column.type === 'decimal';
const isTime = (column: SemanticColumn) => column.type === 'date' || column.type === 'timestamp';
const visible = (table: SemanticTable) => table.columns.filter((column) => !column.hidden);
const words = (text: string) => text.toLowerCase();

/** The table most questions are about: the fact table holding a measure, else the biggest. */
function factTable(model: SemanticModel): SemanticTable | undefined {
  // Facts point at their dimensions: the table with most keys out, then the biggest.
  const keysOut = (t: SemanticTable) =>
    model.relationships.filter((r) => r.fromTable === t.name).length;
  const ranked = [...model.tables].sort(
    (a, b) => keysOut(b) - keysOut(a) || b.rowCount - a.rowCount,
  );
  return (
    ranked.find((t) => visible(t).some((c) => c.role === 'measure' && isNumber(c))) ?? ranked[0]
  );
}

/** A category worth grouping by: a text dimension with a handful of known values. */
function category(model: SemanticModel, fact: SemanticTable): SemanticColumn | undefined {
  const tables = [fact, ...model.tables.filter((t) => t !== fact)];
  const fits = (c: SemanticColumn) =>
    c.role === 'dimension' && c.type === 'text' && c.values.length >= 2 && c.values.length <= 30;
  for (const table of tables) {
    const column = visible(table).find(fits);
    if (column) return column;
  }
  return undefined;
}

/** Figures people add up, the ones asked about first ahead: money in, money out, then volume. */
const ADDITIVE_NAMES = [
  /revenue|sales|turnover|income/i,
  /amount|total|value/i,
  /profit|margin/i,
  /cost|spend|expense/i,
  /quantity|units|volume/i,
];
/** Figures of one unit or a ratio: their total means nothing ("the total unit price"). */
const PER_UNIT_NAMES = /price|rate|per|unit|avg|average|mean|percent|ratio|discount|score|age/i;

/** The measure suggestions total and average: the most asked-about one that adds up. */
function preferredMeasure(measures: SemanticColumn[]): SemanticColumn | undefined {
  const additive = measures.filter((c) => !PER_UNIT_NAMES.test(c.name));
  for (const pattern of ADDITIVE_NAMES) {
    const found = additive.find((c) => pattern.test(c.name));
    if (found) return found;
  }
  return additive[0];
}

function candidates(model: SemanticModel): string[] {
  const fact = factTable(model);
  if (!fact) return [];
  // "cars_data" holds cars: its rows are named by the table's meaningful words, plural.
  const idColumn = visible(fact).find(
    (c) => c.role === 'identifier' && /[_ ]?id$/i.test(c.name) && lemmasOf(c.name).length > 1,
  );
  const entity = idColumn ? lemmasOf(idColumn.name).slice(0, -1) : tableEntityWords(fact);
  const rows = [...entity.slice(0, -1), pluralize(entity.at(-1) ?? 'row')].join(' ');
  const measure = preferredMeasure(
    visible(fact).filter((c) => c.role === 'measure' && isNumber(c)),
  );
  const group = category(model, fact);
  const time = visible(fact).find(isTime);
  const value = group?.values[0]?.value;
  // A named calculation people add up (revenue on a table of lines) beats any one column.
  const named = (model.measures ?? []).find(
    (candidate) =>
      candidate.table === fact.name &&
      candidate.formula.kind === 'aggregate' &&
      candidate.formula.fn === 'sum',
  );
  const m = measure ? words(measure.label) : null;
  // Totals of the named calculation; averages and highs are of one row's figure.
  const t = named ? words(named.label) : m;
  const g = group ? words(group.label) : null;
  const list: (string | null)[] = [
    `How many ${rows} are there?`,
    t && g ? `What is the total ${t} by ${g}?` : null,
    // A share of a named calculation is not read yet: the share of a column is.
    m && g && !named ? `What is the share of ${m} by ${g}?` : null,
    t && time ? `What is the monthly total ${t}?` : null,
    time ? `How many ${rows} per month?` : null,
    m && value ? `What is the average ${m} for ${value}?` : null,
    g ? `How many ${rows} per ${g}?` : null,
    g ? `Which ${g} has the most ${rows}?` : null,
    m ? `What is the average ${m}?` : null,
    m ? `What is the highest ${m}?` : null,
    value && g ? `How many ${rows} have ${g} ${value}?` : null,
  ];
  return list.filter((question): question is string => question !== null);
}

/**
 * Questions to suggest for a source, built from its model (its biggest table, a measure, a
 * category and a time column) and kept only when the built-in engine reads them one way (no
 * close call to offer another reading) and they compile for the source's dialect, so every suggestion can be answered. At most `limit`.
 */
export function suggestQuestions(
  model: SemanticModel,
  options: { limit?: number; now?: Date } = {},
): string[] {
  const suggestions: string[] = [];
  for (const question of candidates(model)) {
    if (suggestions.length >= (options.limit ?? 8)) break;
    const reading = understand({ model, question, now: options.now });
    // The engine's own phrasing of the model's names, read one way: the Spider-trained confidence
    // model may still call its kind (a breakdown, a share) unsure, which says nothing of this one.
    if (reading.status === 'declined' || reading.readings.length > 0) continue;
    try {
      compileQuery(reading.query, { dialect: model.dialect, model });
      suggestions.push(question);
    } catch {
      // A suggestion the source's dialect cannot run is left out, not shown broken.
    }
  }
  return suggestions;
}
