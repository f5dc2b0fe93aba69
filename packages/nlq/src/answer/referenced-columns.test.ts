import type { SemanticModel } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { findReferencedColumns } from './referenced-columns';
import { agg, buildOrdersModel, buildQuery, col, share } from './test-fixtures';

function withCustomers(model: SemanticModel): SemanticModel {
  const [orders] = model.tables;
  if (!orders) throw new Error('fixture has no orders table');
  const customers = { ...orders, name: 'customers', label: 'Customers' };
  return { ...model, tables: [orders, customers] };
}

const names = (found: ReturnType<typeof findReferencedColumns>) =>
  found.map((hit) => hit.key).sort();

describe('findReferencedColumns', () => {
  it('finds columns in select, where, group by, having and order by, each once', () => {
    const query = buildQuery(
      [
        { expr: col('region'), as: 'Region' },
        { expr: share(agg('sum', 'revenue')), as: 'Share' },
      ],
      {
        where: [
          {
            kind: 'or',
            conditions: [{ kind: 'null', left: col('product'), negate: true }],
          },
        ],
        groupBy: [col('region')],
        having: [{ kind: 'compare', left: agg('sum', 'quantity'), op: 'gt', value: 1 }],
        orderBy: [{ expr: col('order_date'), direction: 'asc' }],
      },
    );
    expect(names(findReferencedColumns(query, buildOrdersModel()))).toEqual([
      'public.orders.order_date',
      'public.orders.product',
      'public.orders.quantity',
      'public.orders.region',
      'public.orders.revenue',
    ]);
  });

  it('resolves EXISTS and subqueries in their own scope', () => {
    const model = withCustomers(buildOrdersModel());
    const query = buildQuery([{ expr: agg('count', null), as: 'Orders' }], {
      where: [
        {
          kind: 'exists',
          negate: false,
          from: { name: 'customers', schema: 'public', as: 'c' },
          joins: [],
          correlate: [
            { left: { kind: 'column', table: 'c', column: 'product' }, right: col('region') },
          ],
          where: [],
        },
        {
          kind: 'compare_subquery',
          left: col('revenue'),
          op: 'gt',
          subquery: {
            fn: 'avg',
            from: { name: 'customers', schema: 'public', as: 's' },
            arg: { kind: 'column', table: 's', column: 'quantity' },
            where: [],
          },
        },
      ],
    });
    expect(names(findReferencedColumns(query, model))).toEqual([
      'public.customers.product',
      'public.customers.quantity',
      'public.orders.region',
      'public.orders.revenue',
    ]);
  });
});
