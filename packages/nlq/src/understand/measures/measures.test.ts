import type { SemanticMeasure, SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { compileQuery } from '../../compile';
import { buildTestModel } from '../../compile/test-model';
import { understand } from './understand-with-measures';

/** The compile tests' shop with orders → customers and a value measure over orders. */
function shopWithMeasures(): SemanticModel {
  const model = buildTestModel('shop');
  const value: SemanticMeasure = {
    name: 'order_value',
    label: 'Order value',
    synonyms: ['takings'],
    description: null,
    table: 'orders',
    schema: 'shop',
    formula: {
      kind: 'aggregate',
      fn: 'sum',
      arg: {
        kind: 'binary',
        op: 'multiply',
        left: { kind: 'column', table: 'orders', column: 'amount' },
        right: { kind: 'column', table: 'orders', column: 'quantity' },
      },
    },
    format: 'currency',
    origin: 'proposed',
  };
  return {
    ...model,
    relationships: [
      {
        fromTable: 'orders',
        fromColumns: ['customer_id'],
        toTable: 'customers',
        toColumns: ['id'],
        kind: 'foreign_key',
        confidence: 1,
      },
    ],
    measures: [value],
  };
}

function read(model: SemanticModel, question: string) {
  const understanding = understand({ model, question });
  if (understanding.status === 'declined') throw new Error(`declined: ${question}`);
  return understanding;
}

const measureNames = (query: StructuredQuery) =>
  query.select.flatMap((item) => (item.expr.kind === 'measure' ? [item.expr.name] : []));

describe('measures read by name', () => {
  const model = shopWithMeasures();

  it('reads a measure by its label and groups it by a joined column', () => {
    const { query, interpretation } = read(model, 'order value by region');
    expect(measureNames(query)).toEqual(['order_value']);
    expect(query.groupBy).toEqual([{ kind: 'column', table: 'customers', column: 'region' }]);
    expect(interpretation).toContain('Order value = sum(amount × quantity)');
    const sql = compileQuery(query, { dialect: 'postgres', model }).sql;
    expect(sql).toContain('SUM(("orders"."amount" * "orders"."quantity"))');
  });

  it("reads a summed measure's share of the whole, and no share of a ratio", () => {
    const { query, interpretation } = read(model, 'share of order value by region');
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { kind: 'column', column: 'region' },
      { kind: 'share', of: { kind: 'measure', name: 'order_value' } },
    ]);
    expect(interpretation).toContain('share of Order value');
    const sql = compileQuery(query, { dialect: 'postgres', model }).sql;
    expect(sql).toContain('OVER ()');
    const ratio: SemanticMeasure = {
      ...(model.measures?.[0] as SemanticMeasure),
      formula: {
        kind: 'binary',
        op: 'divide',
        left: model.measures?.[0]?.formula as SemanticMeasure['formula'],
        right: { kind: 'aggregate', fn: 'count', arg: null },
      },
    };
    const averaged = read({ ...model, measures: [ratio] }, 'share of order value by region');
    expect(averaged.query.select[1]?.expr).toMatchObject({ kind: 'measure' });
  });

  it('reads a measure by a synonym', () => {
    expect(measureNames(read(model, 'total takings').query)).toEqual(['order_value']);
  });

  it('reads a revenue measure by the word people use for it ("sales by region")', () => {
    const revenue = {
      ...(model.measures?.[0] as SemanticMeasure),
      name: 'revenue',
      label: 'Revenue',
      synonyms: [],
    };
    const { query } = read({ ...model, measures: [revenue] }, 'total sales by region');
    expect(measureNames(query)).toEqual(['revenue']);
    expect(query.groupBy).toEqual([{ kind: 'column', table: 'customers', column: 'region' }]);
  });

  it('averages what a summed measure sums when asked for its average', () => {
    const { query } = read(model, 'average order value by status');
    const expr = query.select.find((item) => item.expr.kind === 'measure')?.expr;
    expect(expr).toMatchObject({ kind: 'measure', formula: { kind: 'aggregate', fn: 'avg' } });
  });

  it('leaves no stand-in column in any query it returns', () => {
    for (const question of [
      'customers with order value above 100',
      'order value in 2024',
      'list orders',
    ]) {
      const understanding = understand({ model, question });
      if (understanding.status === 'declined') continue;
      expect(JSON.stringify(understanding.query)).not.toContain('"column":"order_value"');
      expect(() => compileQuery(understanding.query, { dialect: 'duckdb', model })).not.toThrow();
    }
  });

  it('keeps the measure through a follow-up that adds a filter', () => {
    const first = read(model, 'order value by region').query;
    const next = understand({ model, question: 'and in 2024?', previous: first });
    if (next.status === 'declined') throw new Error('declined');
    expect(measureNames(next.query)).toEqual(['order_value']);
    expect(JSON.stringify(next.query.where)).toContain('2024-01-01');
    expect(() => compileQuery(next.query, { dialect: 'mysql', model })).not.toThrow();
  });

  it('never guesses a measure for words that name nothing', () => {
    const understanding = understand({ model, question: 'total gizmos by region' });
    if (understanding.status !== 'declined') expect(measureNames(understanding.query)).toEqual([]);
  });

  it('reads a model without measures as before', () => {
    const plain = buildTestModel('shop');
    expect(read(plain, 'total amount by status').query.select.map((s) => s.expr.kind)).toEqual([
      'column',
      'aggregate',
    ]);
  });
});
