import {
  type AggregateExpr,
  type AggregateFunction,
  type ColumnExpr,
  type Dialect,
  type SemanticColumn,
  type SemanticTable,
  type StructuredQuery,
  type TableSource,
  type TimeGrain,
  timeGrains,
} from '@tabletalk/contracts';

/** A column of one of the query's tables, as a column chip's editor offers it. */
export interface ColumnChoice {
  /** Stable text for a select box. */
  value: string;
  /** The table's label, to group the choices when the query joins several tables. */
  group: string;
  column: SemanticColumn;
  expr: ColumnExpr;
}

/** The functions an aggregate can use, in words. */
export const functionLabels: Record<AggregateFunction, string> = {
  count: 'Count',
  count_distinct: 'Count distinct',
  sum: 'Sum',
  avg: 'Average',
  min: 'Minimum',
  max: 'Maximum',
  median: 'Median',
};

// How the question engine names an aggregate's column ("Total revenue"), kept alike here.
const NAME_WORDS: Record<AggregateFunction, string> = {
  count: 'Count of',
  count_distinct: 'Distinct',
  sum: 'Total',
  avg: 'Average',
  min: 'Minimum',
  max: 'Maximum',
  median: 'Median',
};

const NUMERIC_FUNCTIONS: ReadonlySet<AggregateFunction> = new Set(['sum', 'avg', 'median']);
/** A share is of a total, so only functions that add up. */
const SHARE_FUNCTIONS: AggregateFunction[] = ['count', 'count_distinct', 'sum'];
/** Dialects without a median aggregate (the compiler refuses it there). */
const NO_MEDIAN: ReadonlySet<Dialect> = new Set(['mysql', 'mssql']);

const isTemporal = (column: SemanticColumn) =>
  column.type === 'date' || column.type === 'timestamp';
const isNumber = (column: SemanticColumn) => column.type === 'integer' || column.type === 'decimal';

function modelTable(tables: readonly SemanticTable[], source: TableSource) {
  return tables.find(
    (table) =>
      table.name === source.name && (source.schema === null || table.schema === source.schema),
  );
}

/**
 * The columns of the query's own tables (its `from` and joins; others would need a join the
 * engine has not made), optionally only those `accept` takes.
 */
export function columnChoices(
  query: StructuredQuery,
  tables: readonly SemanticTable[],
  accept: (column: SemanticColumn) => boolean = () => true,
): ColumnChoice[] {
  const sources = [query.from, ...query.joins.map((join) => join.table)];
  return sources.flatMap((source) => {
    const table = modelTable(tables, source);
    if (!table) return [];
    return table.columns.filter(accept).map((column) => ({
      value: JSON.stringify([source.as, column.name]),
      group: table.label,
      column,
      expr: { kind: 'column' as const, table: source.as, column: column.name },
    }));
  });
}

/** The choice a column reference points at, or undefined when the model lacks it. */
export function findChoice(
  choices: readonly ColumnChoice[],
  expr: ColumnExpr | null,
): ColumnChoice | undefined {
  if (!expr) return undefined;
  return choices.find(
    (choice) => choice.expr.table === expr.table && choice.expr.column === expr.column,
  );
}

/**
 * What a plain or grouping column at `index` can become: a column not shown in another place,
 * and for a grouping column one to group by (no measures).
 */
export function swapChoices(
  query: StructuredQuery,
  index: number,
  tables: readonly SemanticTable[],
  isGrouping: boolean,
): ColumnChoice[] {
  const shownElsewhere = query.select.flatMap((item, position) =>
    position !== index && item.expr.kind === 'column' ? [item.expr] : [],
  );
  const isShown = (choice: ColumnChoice) =>
    shownElsewhere.some(
      (expr) => expr.table === choice.expr.table && expr.column === choice.expr.column,
    );
  const accept = (column: SemanticColumn) => !isGrouping || column.role !== 'measure';
  return columnChoices(query, tables, accept).filter((choice) => !isShown(choice));
}

/** The time grains a column can be cut to; none for a column that is not a date. */
export function grainChoices(column: SemanticColumn | undefined): readonly TimeGrain[] {
  return column && isTemporal(column) ? timeGrains : [];
}

/** The functions an aggregate (or the aggregate of a share) can use on this source. */
export function functionChoices(isShare: boolean, dialect: Dialect | null): AggregateFunction[] {
  const all = Object.keys(functionLabels) as AggregateFunction[];
  const offered = isShare ? SHARE_FUNCTIONS : all;
  return offered.filter((fn) => fn !== 'median' || (dialect !== null && !NO_MEDIAN.has(dialect)));
}

/** Whether `fn` can be computed over `column` (sum, average and median need numbers). */
export function fitsFunction(fn: AggregateFunction, column: SemanticColumn): boolean {
  return !NUMERIC_FUNCTIONS.has(fn) || isNumber(column);
}

/**
 * The column an aggregate keeps when its function changes: the same one if the new function can
 * use it, else every row for count, else the first column that fits (none when none does).
 */
export function columnForFunction(
  fn: AggregateFunction,
  current: ColumnChoice | undefined,
  choices: readonly ColumnChoice[],
): ColumnChoice | undefined {
  if (current && fitsFunction(fn, current.column)) return current;
  if (fn === 'count') return undefined;
  return choices.find((choice) => fitsFunction(fn, choice.column));
}

/** The name of a plain column in the result: its label. */
export function columnName(choice: ColumnChoice): string {
  return choice.column.label;
}

/**
 * The name of an aggregate's column as the engine gives it: "Total revenue", "Count" for every
 * row; a share: "Share of revenue (%)".
 */
export function aggregateName(
  fn: AggregateFunction,
  choice: ColumnChoice | undefined,
  isShare: boolean,
): string {
  const label = choice?.column.label.toLowerCase();
  if (isShare) return `Share of ${label ?? 'rows'} (%)`;
  return label === undefined ? 'Count' : `${NAME_WORDS[fn]} ${label}`;
}

/** The aggregate of a function over a chosen column (every row when none, for count). */
export function aggregateOf(
  fn: AggregateFunction,
  choice: ColumnChoice | undefined,
): AggregateExpr {
  return { kind: 'aggregate', fn, arg: choice ? choice.expr : null };
}

/**
 * What is wrong with an aggregate before it is asked, or null: a function other than count
 * needs a column, and sum, average and median need a number column.
 */
export function aggregateProblem(
  fn: AggregateFunction,
  choice: ColumnChoice | undefined,
): string | null {
  if (!choice)
    return fn === 'count' ? null : `Pick a column for ${functionLabels[fn].toLowerCase()}.`;
  return fitsFunction(fn, choice.column)
    ? null
    : `${functionLabels[fn]} needs a number column; ${choice.column.label} is ${choice.column.type}.`;
}
