import type { AggregateFunction, ComparisonOperator } from '@tabletalk/contracts';

/** What a linked span does in the question. */
export type Role =
  | { kind: 'select'; distinct: boolean }
  | { kind: 'aggregate'; fn: AggregateFunction; distinct: boolean; also?: AggregateFunction[] }
  /** "number of X", "how many X": rows of a table, or distinct values of a column. */
  | { kind: 'count'; distinct: boolean }
  | { kind: 'group' }
  | { kind: 'order'; direction: 'asc' | 'desc'; fn: AggregateFunction | null }
  /**
   * A superlative: sort and keep the first; `count` sorts by how many related rows, `fn` by an
   * aggregate of the column ("the highest average salary").
   */
  | { kind: 'argmax'; direction: 'asc' | 'desc'; count: boolean; fn?: AggregateFunction }
  /** "most common X": group by X and keep the most frequent. */
  | { kind: 'mode'; direction: 'asc' | 'desc' }
  | { kind: 'filter'; negate: boolean }
  /** `percent`: the number was written as a percentage ("above 20%"). */
  | { kind: 'compare'; op: ComparisonOperator; value: number; percent?: boolean }
  /**
   * Compared with the column's own aggregate ("older than average"); `after`: the token from
   * which the rows aggregated are read ("than all instructors in Biology").
   */
  | { kind: 'compare_aggregate'; op: ComparisonOperator; fn: AggregateFunction; after?: number }
  | { kind: 'count_compare'; op: ComparisonOperator; value: number }
  | { kind: 'related'; negate: boolean }
  | { kind: 'entity' }
  /** Read as part of another span's meaning (the column a value filters). */
  | { kind: 'consumed' }
  /** A column with no value (or, negated, with one). */
  | { kind: 'empty'; negate: boolean };
