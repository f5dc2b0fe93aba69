import { z } from 'zod';
import { formulaNodeSchema } from './formula';

/**
 * The question engine's reading of a question, independent of any SQL dialect: what to select
 * from which tables, how to filter, group, order and cut. `packages/nlq` builds it from words and
 * compiles it to SQL; a room keeps the last one so a follow-up can refine it.
 *
 * Tables are referred to by alias: `from` and every join give a table an alias (`as`), and every
 * column reference names that alias, so one table can appear twice (departure and arrival airport).
 */

export const aggregateFunctions = [
  'count',
  'count_distinct',
  'sum',
  'avg',
  'min',
  'max',
  'median',
] as const;
export const aggregateFunctionSchema = z.enum(aggregateFunctions);
export type AggregateFunction = z.infer<typeof aggregateFunctionSchema>;

export const timeGrains = ['day', 'week', 'month', 'quarter', 'year'] as const;
export const timeGrainSchema = z.enum(timeGrains);
export type TimeGrain = z.infer<typeof timeGrainSchema>;

export const comparisonOperators = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte'] as const;
export const comparisonOperatorSchema = z.enum(comparisonOperators);
export type ComparisonOperator = z.infer<typeof comparisonOperatorSchema>;

/** A literal compared against; dates and timestamps travel as ISO strings. */
export const scalarValueSchema = z.union([z.string(), z.number(), z.boolean()]);
export type ScalarValue = z.infer<typeof scalarValueSchema>;

/** A table of the semantic model under an alias. */
export const tableSourceSchema = z.object({
  name: z.string(),
  schema: z.string().nullable(),
  as: z.string(),
});
export type TableSource = z.infer<typeof tableSourceSchema>;

/** A column of an aliased table, optionally truncated to a time grain. */
export const columnExprSchema = z.object({
  kind: z.literal('column'),
  table: z.string(),
  column: z.string(),
  grain: timeGrainSchema.optional(),
});
export type ColumnExpr = z.infer<typeof columnExprSchema>;

/** An aggregate; `arg` null means every row (`count(*)`), allowed only for `count`. */
export const aggregateExprSchema = z.object({
  kind: z.literal('aggregate'),
  fn: aggregateFunctionSchema,
  arg: columnExprSchema.nullable(),
});
export type AggregateExpr = z.infer<typeof aggregateExprSchema>;

/**
 * A measure of the semantic model, its formula's columns naming aliases of this query's tables;
 * carried whole so the query compiles (and reads) without the model's current measures.
 */
export const measureExprSchema = z.object({
  kind: z.literal('measure'),
  name: z.string(),
  label: z.string(),
  formula: formulaNodeSchema,
});
export type MeasureExpr = z.infer<typeof measureExprSchema>;

/**
 * An aggregate, or an additive measure (a sum or a count), as a percentage of its total over the
 * whole result (share of a whole).
 */
export const shareExprSchema = z.object({
  kind: z.literal('share'),
  of: z.discriminatedUnion('kind', [aggregateExprSchema, measureExprSchema]),
});
export type ShareExpr = z.infer<typeof shareExprSchema>;

export const exprSchema = z.discriminatedUnion('kind', [
  columnExprSchema,
  aggregateExprSchema,
  shareExprSchema,
  measureExprSchema,
]);
export type Expr = z.infer<typeof exprSchema>;

/** `left = right` between two aliased columns. */
export const joinKeySchema = z.object({ left: columnExprSchema, right: columnExprSchema });
export type JoinKey = z.infer<typeof joinKeySchema>;

export const joinSchema = z.object({
  table: tableSourceSchema,
  type: z.enum(['inner', 'left']),
  on: z.array(joinKeySchema).min(1),
});
export type Join = z.infer<typeof joinSchema>;

/** An aggregate over one column of a table, optionally filtered: `(SELECT avg(age) FROM t ...)`. */
export interface SubqueryAggregate {
  fn: AggregateFunction;
  from: TableSource;
  arg: ColumnExpr | null;
  where: Condition[];
}

export type Condition =
  | { kind: 'compare'; left: Expr; op: ComparisonOperator; value: ScalarValue }
  | { kind: 'compare_subquery'; left: Expr; op: ComparisonOperator; subquery: SubqueryAggregate }
  | { kind: 'in'; left: Expr; values: ScalarValue[]; negate: boolean }
  | { kind: 'between'; left: Expr; low: ScalarValue; high: ScalarValue }
  | {
      kind: 'text';
      left: ColumnExpr;
      op: 'contains' | 'starts_with' | 'ends_with';
      value: string;
      negate: boolean;
    }
  | { kind: 'null'; left: ColumnExpr; negate: boolean }
  | {
      /**
       * Whether related rows exist: `EXISTS (SELECT 1 FROM from JOIN joins WHERE correlate AND
       * where)`. `correlate` ties the inner tables (left) to the outer query's (right).
       */
      kind: 'exists';
      negate: boolean;
      from: TableSource;
      joins: Join[];
      correlate: JoinKey[];
      where: Condition[];
    }
  | { kind: 'and'; conditions: Condition[] }
  | { kind: 'or'; conditions: Condition[] };

export const subqueryAggregateSchema: z.ZodType<SubqueryAggregate> = z.lazy(() =>
  z.object({
    fn: aggregateFunctionSchema,
    from: tableSourceSchema,
    arg: columnExprSchema.nullable(),
    where: z.array(conditionSchema),
  }),
);

export const conditionSchema: z.ZodType<Condition> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('compare'),
      left: exprSchema,
      op: comparisonOperatorSchema,
      value: scalarValueSchema,
    }),
    z.object({
      kind: z.literal('compare_subquery'),
      left: exprSchema,
      op: comparisonOperatorSchema,
      subquery: subqueryAggregateSchema,
    }),
    z.object({
      kind: z.literal('in'),
      left: exprSchema,
      values: z.array(scalarValueSchema).min(1),
      negate: z.boolean(),
    }),
    z.object({
      kind: z.literal('between'),
      left: exprSchema,
      low: scalarValueSchema,
      high: scalarValueSchema,
    }),
    z.object({
      kind: z.literal('text'),
      left: columnExprSchema,
      op: z.enum(['contains', 'starts_with', 'ends_with']),
      value: z.string(),
      negate: z.boolean(),
    }),
    z.object({ kind: z.literal('null'), left: columnExprSchema, negate: z.boolean() }),
    z.object({
      kind: z.literal('exists'),
      negate: z.boolean(),
      from: tableSourceSchema,
      joins: z.array(joinSchema),
      correlate: z.array(joinKeySchema).min(1),
      where: z.array(conditionSchema),
    }),
    z.object({ kind: z.literal('and'), conditions: z.array(conditionSchema) }),
    z.object({ kind: z.literal('or'), conditions: z.array(conditionSchema) }),
  ]),
);

export const selectItemSchema = z.object({
  expr: exprSchema,
  /** The output column's name as the user sees it ("Revenue", "Region"). */
  as: z.string(),
});
export type SelectItem = z.infer<typeof selectItemSchema>;

export const orderItemSchema = z.object({
  /** May be an expression not selected (order by a count without showing it). */
  expr: exprSchema,
  direction: z.enum(['asc', 'desc']),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** A structured query: one SELECT over the model's tables, before any dialect. */
export const structuredQuerySchema = z.object({
  from: tableSourceSchema,
  joins: z.array(joinSchema),
  select: z.array(selectItemSchema).min(1),
  distinct: z.boolean(),
  where: z.array(conditionSchema),
  groupBy: z.array(columnExprSchema),
  having: z.array(conditionSchema),
  orderBy: z.array(orderItemSchema),
  limit: z.number().int().positive().nullable(),
});
export type StructuredQuery = z.infer<typeof structuredQuerySchema>;
