import type { AnswerColumn } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { assignColumnRoles } from './column-roles';
import { agg, buildOrdersModel, buildQuery, col, share } from './test-fixtures';

const model = buildOrdersModel();

function roles(columns: ReturnType<typeof assignColumnRoles>) {
  return columns.map((column) => [column.name, column.role]);
}

describe('assignColumnRoles', () => {
  it('reads roles from the select items', () => {
    const query = buildQuery([
      { expr: col('order_date', 'month'), as: 'Month' },
      { expr: col('region'), as: 'Region' },
      { expr: agg('sum', 'revenue'), as: 'Revenue' },
      { expr: share(agg('count', null)), as: 'Share of orders' },
    ]);
    const columns: AnswerColumn[] = [
      { name: 'Month', type: 'date' },
      { name: 'Region', type: 'text' },
      { name: 'Revenue', type: 'decimal' },
      { name: 'Share of orders', type: 'decimal' },
    ];
    const result = assignColumnRoles({ query, columns, model });
    expect(roles(result)).toEqual([
      ['Month', 'time'],
      ['Region', 'category'],
      ['Revenue', 'measure'],
      ['Share of orders', 'measure'],
    ]);
    expect(result[0]?.grain).toBe('month');
    expect(result[2]?.aggregate).toBe('sum');
    expect(result[3]).toMatchObject({ isShare: true, aggregate: 'count' });
  });

  it('treats a time-role column as time and a numeric measure column as a measure', () => {
    const query = buildQuery([
      { expr: col('order_date'), as: 'Order date' },
      { expr: col('quantity'), as: 'Quantity' },
      { expr: col('product'), as: 'Product' },
    ]);
    const columns: AnswerColumn[] = [
      { name: 'Order date', type: 'date' },
      { name: 'Quantity', type: 'integer' },
      { name: 'Product', type: 'text' },
    ];
    const result = assignColumnRoles({ query, columns, model });
    expect(roles(result)).toEqual([
      ['Order date', 'time'],
      ['Quantity', 'measure'],
      ['Product', 'category'],
    ]);
    expect(result[0]?.grain).toBeNull();
  });

  it('keeps the type role of min/max over text and dates', () => {
    const query = buildQuery([
      { expr: agg('max', 'order_date'), as: 'Latest order' },
      { expr: agg('min', 'product'), as: 'First product' },
    ]);
    const columns: AnswerColumn[] = [
      { name: 'Latest order', type: 'date' },
      { name: 'First product', type: 'text' },
    ];
    expect(roles(assignColumnRoles({ query, columns, model }))).toEqual([
      ['Latest order', 'time'],
      ['First product', 'category'],
    ]);
  });

  it('falls back to the result types without a query', () => {
    const columns: AnswerColumn[] = [
      { name: 'day', type: 'timestamp' },
      { name: 'name', type: 'text' },
      { name: 'flag', type: 'boolean' },
      { name: 'total', type: 'integer' },
    ];
    expect(roles(assignColumnRoles({ query: null, columns, model }))).toEqual([
      ['day', 'time'],
      ['name', 'category'],
      ['flag', 'category'],
      ['total', 'measure'],
    ]);
  });

  it('matches select items by name when the counts differ', () => {
    const query = buildQuery([
      { expr: col('region'), as: 'Region' },
      { expr: agg('sum', 'revenue'), as: 'Revenue' },
    ]);
    const columns: AnswerColumn[] = [{ name: 'revenue', type: 'decimal' }];
    expect(assignColumnRoles({ query, columns, model })[0]).toMatchObject({
      role: 'measure',
      aggregate: 'sum',
    });
  });

  it("carries a named measure's format from the model", () => {
    const margin = {
      kind: 'binary' as const,
      op: 'divide' as const,
      left: { kind: 'aggregate' as const, fn: 'sum' as const, arg: col('revenue') },
      right: { kind: 'aggregate' as const, fn: 'sum' as const, arg: col('quantity') },
    };
    const withMeasure = {
      ...model,
      measures: [
        {
          name: 'margin',
          label: 'Margin',
          synonyms: [],
          description: null,
          table: 'orders',
          formula: margin,
          format: 'percent' as const,
          origin: 'user' as const,
          edited: true,
        },
      ],
    };
    const query = buildQuery([
      { expr: { kind: 'measure', name: 'margin', label: 'Margin', formula: margin }, as: 'Margin' },
    ]);
    const [column] = assignColumnRoles({
      query,
      columns: [{ name: 'Margin', type: 'decimal' }],
      model: withMeasure,
    });
    expect(column).toMatchObject({ role: 'measure', format: 'percent' });
  });
});
