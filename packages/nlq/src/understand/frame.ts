import type {
  AggregateFunction,
  ComparisonOperator,
  ScalarValue,
  SemanticColumn,
  SemanticTable,
  TimeGrain,
} from '@tabletalk/contracts';
import type { Mention } from './link';

/** A column of a table of the model. */
export interface ColumnRef {
  table: SemanticTable;
  column: SemanticColumn;
}

/** A grouped column, a date column optionally by a time grain. */
export type GroupColumn = ColumnRef & { grain?: TimeGrain };

/** Something the question asks to see. */
export type SelectSpec =
  | { kind: 'column'; ref: ColumnRef; grain?: TimeGrain }
  /** An aggregate; `ref` null counts rows of `table` (or of the focus when `table` is absent). */
  | { kind: 'aggregate'; fn: AggregateFunction; ref: ColumnRef | null; table?: SemanticTable }
  /** A table named as the answer ("which singers ..."): shown by its label column. */
  | { kind: 'entity'; table: SemanticTable }
  /** An aggregate as a percentage of its total ("share of revenue by region"). */
  | { kind: 'share'; fn: AggregateFunction; ref: ColumnRef | null };

export type FilterSpec =
  /** `at`: the token the filter was read from, to tell "X or Y" from "X and Y". */
  | { kind: 'compare'; ref: ColumnRef; op: ComparisonOperator; value: ScalarValue; at?: number }
  | {
      kind: 'text';
      ref: ColumnRef;
      op: 'contains' | 'starts_with' | 'ends_with';
      value: string;
      negate: boolean;
    }
  | { kind: 'null'; ref: ColumnRef; negate: boolean }
  | { kind: 'in'; ref: ColumnRef; values: ScalarValue[]; negate: boolean }
  | { kind: 'between'; ref: ColumnRef; low: ScalarValue; high: ScalarValue }
  /**
   * `ref` compared with its aggregate over rows of its table meeting `filters` (all rows when
   * none), the filters read from token `after` on.
   */
  | {
      kind: 'average';
      ref: ColumnRef;
      op: ComparisonOperator;
      fn: AggregateFunction;
      after?: number;
      filters?: FilterSpec[];
    }
  /**
   * Rows of the focus with (or without) related rows of `table`, optionally filtered; `at`: the
   * token the table was named at, when a span named it; `via`: the columns of `table` that refer
   * to the focus, when the question named one of several ("students who have secretary votes").
   */
  | {
      kind: 'related';
      table: SemanticTable;
      negate: boolean;
      filters: FilterSpec[];
      at?: number;
      via?: string[];
    }
  /** A count of related rows compared with a number ("with more than 2 pets"). */
  | { kind: 'count'; table: SemanticTable | null; op: ComparisonOperator; value: number }
  /** An aggregate of each group's rows compared with a number ("whose average salary is over 5000"). */
  | {
      kind: 'grouped';
      fn: AggregateFunction;
      ref: ColumnRef;
      op: ComparisonOperator;
      value: number;
    }
  /** `ref`'s value is also found in `other`'s column ("states with both owners and professionals"). */
  | { kind: 'shared'; ref: ColumnRef; other: ColumnRef; negate: boolean }
  /**
   * Rows of the focus sharing the shown values with rows that meet `filters` ("statuses of both
   * cities over 1500 and cities under 500", "headquarters without a company in banking"); `refs`,
   * the shown columns, are filled once the columns shown are known.
   */
  | { kind: 'sharing'; refs: ColumnRef[]; filters: FilterSpec[]; negate: boolean }
  | { kind: 'or'; filters: FilterSpec[] }
  | { kind: 'and'; filters: FilterSpec[] };

export type OrderSpec =
  | { kind: 'column'; ref: ColumnRef; direction: 'asc' | 'desc'; grain?: TimeGrain }
  | { kind: 'aggregate'; fn: AggregateFunction; ref: ColumnRef | null; direction: 'asc' | 'desc' };

/** The question's meaning before tables are joined and SQL is shaped. */
export interface Frame {
  focus: SemanticTable;
  selects: SelectSpec[];
  filters: FilterSpec[];
  /** Grouped columns; a grouped table groups by its key and shows its label. */
  groupBy: (GroupColumn | { table: SemanticTable })[];
  orderBy: OrderSpec[];
  limit: number | null;
  distinct: boolean;
  /** Tables the rows must have related rows in ("students who have a pet"): joined. */
  joins: SemanticTable[];
  /** Stems of the question's words, to choose among several keys joining two tables. */
  words?: ReadonlySet<string>;
  /** Spans of the question that were read, for the confidence and the interpretation. */
  used: Set<Mention>;
}
