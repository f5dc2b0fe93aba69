import { z } from 'zod';

/**
 * A measure's calculation as a small expression tree (never SQL text): columns, numbers, the four
 * arithmetic operators and aggregates. Compiled to each dialect by the question engine, so it
 * cannot inject and reads the same on every source. In a semantic model a column's `table` is the
 * table's name; inside a structured query it is the alias of a table of the query.
 */
export const formulaOperators = ['add', 'subtract', 'multiply', 'divide'] as const;
export const formulaOperatorSchema = z.enum(formulaOperators);
export type FormulaOperator = z.infer<typeof formulaOperatorSchema>;

export const formulaAggregates = ['sum', 'avg', 'count', 'count_distinct', 'min', 'max'] as const;
export const formulaAggregateSchema = z.enum(formulaAggregates);
export type FormulaAggregate = z.infer<typeof formulaAggregateSchema>;

export type FormulaNode =
  | { kind: 'column'; table: string; column: string }
  | { kind: 'number'; value: number }
  | { kind: 'binary'; op: FormulaOperator; left: FormulaNode; right: FormulaNode }
  /** `arg` null counts rows (`count(*)`), allowed only for `count`. */
  | { kind: 'aggregate'; fn: FormulaAggregate; arg: FormulaNode | null };

export const formulaNodeSchema: z.ZodType<FormulaNode> = z.lazy(() =>
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('column'), table: z.string().min(1), column: z.string().min(1) }),
    z.object({ kind: z.literal('number'), value: z.number().finite() }),
    z.object({
      kind: z.literal('binary'),
      op: formulaOperatorSchema,
      left: formulaNodeSchema,
      right: formulaNodeSchema,
    }),
    z.object({
      kind: z.literal('aggregate'),
      fn: formulaAggregateSchema,
      arg: formulaNodeSchema.nullable(),
    }),
  ]),
);

/** The columns a formula reads, in order of appearance. */
export function formulaColumns(node: FormulaNode): { table: string; column: string }[] {
  switch (node.kind) {
    case 'column':
      return [{ table: node.table, column: node.column }];
    case 'number':
      return [];
    case 'binary':
      return [...formulaColumns(node.left), ...formulaColumns(node.right)];
    case 'aggregate':
      return node.arg ? formulaColumns(node.arg) : [];
  }
}

/** The same formula with each column's table renamed (model table names ↔ query aliases). */
export function mapFormulaTables(
  node: FormulaNode,
  rename: (table: string) => string,
): FormulaNode {
  switch (node.kind) {
    case 'column':
      return { ...node, table: rename(node.table) };
    case 'number':
      return node;
    case 'binary':
      return {
        ...node,
        left: mapFormulaTables(node.left, rename),
        right: mapFormulaTables(node.right, rename),
      };
    case 'aggregate':
      return { ...node, arg: node.arg ? mapFormulaTables(node.arg, rename) : null };
  }
}
