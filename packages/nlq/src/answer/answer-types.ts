import type {
  AggregateFunction,
  ColumnType,
  MeasureFormat,
  SemanticModel,
  StructuredQuery,
  TimeGrain,
} from '@tabletalk/contracts';

/** What an output column plays in a chart or a sentence. */
export type ResultRole = 'time' | 'category' | 'measure';

/** One output column with the role it plays, read from the query or, failing that, its type. */
export interface ResultColumn {
  /** The column's name in the result: the chart's field name and axis title. */
  name: string;
  index: number;
  type: ColumnType;
  role: ResultRole;
  /** Truncation grain of a time column when the query says so; null when unknown. */
  grain: TimeGrain | null;
  /** A `share` select item: a percentage (0–100) of the whole. */
  isShare: boolean;
  /** The aggregate behind a measure when the query says so, to know if its values add up. */
  aggregate: AggregateFunction | null;
  /** How a named measure's figures are written (a percent measure yields 0–1 ratios). */
  format?: MeasureFormat;
}

/**
 * A result ready to chart and describe: columns with roles, and rows whose measure cells are
 * numbers (or null) and whose time cells are ISO strings where they were dates.
 */
export interface AnalyzedResult {
  columns: ResultColumn[];
  rows: unknown[][];
}

/** What a description may draw on besides the rows. */
export interface DescribeContext {
  query: StructuredQuery | null;
  model: SemanticModel;
  /** The rows were cut at the row limit. */
  truncated: boolean;
  interpretation: string;
}
