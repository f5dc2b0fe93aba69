import type { FormulaNode, MeasureExpr, SelectItem, StructuredQuery } from '@tabletalk/contracts';
import { buildQuery, col } from './test-queries';

/*
 * Test support (not part of the package API): queries with a measure, compiled in every dialect
 * by compile-dialects.test.ts and run by the live suites.
 */

const column = (table: string, name: string): FormulaNode => ({
  kind: 'column',
  table,
  column: name,
});

/** `sum(amount * (quantity - 1)) / count(distinct id)` over `orders AS o`. */
export function extraPerOrder(): MeasureExpr {
  const extra: FormulaNode = {
    kind: 'binary',
    op: 'multiply',
    left: column('o', 'amount'),
    right: {
      kind: 'binary',
      op: 'subtract',
      left: column('o', 'quantity'),
      right: { kind: 'number', value: 1 },
    },
  };
  return {
    kind: 'measure',
    name: 'extra_per_order',
    label: 'Extra per order',
    formula: {
      kind: 'binary',
      op: 'divide',
      left: { kind: 'aggregate', fn: 'sum', arg: extra },
      right: { kind: 'aggregate', fn: 'count_distinct', arg: column('o', 'id') },
    },
  };
}

/** One figure by customer region over `orders AS o` joined to `customers AS c`, regions in order. */
function byCustomerRegion(schema: string | null, figure: SelectItem): StructuredQuery {
  const region = col('c', 'region');
  return buildQuery(
    {
      joins: [
        {
          table: { name: 'customers', schema, as: 'c' },
          type: 'inner',
          on: [{ left: col('c', 'id'), right: col('o', 'customer_id') }],
        },
      ],
      select: [{ expr: region, as: 'Region' }, figure],
      groupBy: [region],
      orderBy: [{ expr: region, direction: 'asc' }],
    },
    schema,
  );
}

/** The measure by customer region, regions in order. */
export function measureByRegion(schema: string | null = 'shop'): StructuredQuery {
  return byCustomerRegion(schema, { expr: extraPerOrder(), as: 'Extra per order' });
}

/** Each customer region's share of `sum(amount * quantity)` over `orders AS o`, regions in order. */
export function salesShareByRegion(schema: string | null = 'shop'): StructuredQuery {
  const sales: MeasureExpr = {
    kind: 'measure',
    name: 'sales',
    label: 'Sales',
    formula: {
      kind: 'aggregate',
      fn: 'sum',
      arg: {
        kind: 'binary',
        op: 'multiply',
        left: column('o', 'amount'),
        right: column('o', 'quantity'),
      },
    },
  };
  return byCustomerRegion(schema, { expr: { kind: 'share', of: sales }, as: 'Share of sales' });
}

/** The measure used to filter rows, which only HAVING may do. */
export function measureInWhere(schema: string | null = 'shop'): StructuredQuery {
  return buildQuery(
    {
      select: [{ expr: col('o', 'status'), as: 'Status' }],
      where: [{ kind: 'compare', left: extraPerOrder(), op: 'gt', value: 1 }],
    },
    schema,
  );
}
