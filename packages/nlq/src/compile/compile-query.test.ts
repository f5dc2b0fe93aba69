import type { Condition, StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { type CompileErrorCode, compileQuery } from '.';
import { buildTestModel } from './test-model';
import { agg, buildQuery, col, customersWithoutPaidOrders, revenueByMonth } from './test-queries';

const model = buildTestModel('shop');

function compile(query: StructuredQuery, maxRows?: number) {
  return compileQuery(query, { dialect: 'postgres', model, maxRows });
}

function expectCode(query: StructuredQuery, code: CompileErrorCode, message?: RegExp) {
  const run = () => compile(query);
  expect(run).toThrow(expect.objectContaining({ name: 'CompileError', code }));
  if (message !== undefined) expect(run).toThrow(message);
}

function where(...conditions: Condition[]): StructuredQuery {
  return buildQuery({ where: conditions });
}

describe('compileQuery refuses what the model does not have', () => {
  it('an unknown table, schema, alias or column', () => {
    expectCode(buildQuery({ from: { name: 'nope', schema: 'shop', as: 'o' } }), 'UNKNOWN_TABLE');
    expectCode(buildQuery({ from: { name: 'orders', schema: 'other', as: 'o' } }), 'UNKNOWN_TABLE');
    expectCode(buildQuery({ select: [{ expr: col('x', 'id'), as: 'Id' }] }), 'UNKNOWN_ALIAS');
    expectCode(
      buildQuery({ select: [{ expr: col('o', 'secret'), as: 'S' }] }),
      'UNKNOWN_COLUMN',
      /has no column "secret"/,
    );
  });

  it('a table name found in two schemas when the query gives none', () => {
    const twoSchemas = buildTestModel('shop');
    twoSchemas.tables.push(...buildTestModel('archive').tables);
    const query = buildQuery({ from: { name: 'orders', schema: null, as: 'o' } });
    const run = () => compileQuery(query, { dialect: 'duckdb', model: twoSchemas });
    expect(run).toThrow(expect.objectContaining({ code: 'AMBIGUOUS_TABLE' }));
  });

  it('an alias used twice at the same level, but not one shadowed in a subquery', () => {
    const twice = buildQuery({
      joins: [
        {
          table: { name: 'customers', schema: 'shop', as: 'o' },
          type: 'inner',
          on: [{ left: col('o', 'id'), right: col('o', 'customer_id') }],
        },
      ],
    });
    expectCode(twice, 'DUPLICATE_ALIAS');
    const shadowed = where({
      kind: 'compare_subquery',
      left: col('o', 'amount'),
      op: 'gt',
      subquery: {
        fn: 'avg',
        from: { name: 'orders', schema: 'shop', as: 'o' },
        arg: col('o', 'amount'),
        where: [],
      },
    });
    expect(compile(shadowed).sql).toContain(
      '(SELECT AVG("o"."amount") FROM "shop"."orders" AS "o")',
    );
  });

  it('a join key naming a table joined later', () => {
    const query = buildQuery({
      joins: [
        {
          table: { name: 'customers', schema: 'shop', as: 'c' },
          type: 'inner',
          on: [{ left: col('c', 'id'), right: col('r', 'id') }],
        },
        {
          table: { name: 'customers', schema: 'shop', as: 'r' },
          type: 'left',
          on: [{ left: col('r', 'id'), right: col('c', 'referred_by') }],
        },
      ],
    });
    expectCode(query, 'UNKNOWN_ALIAS');
  });
});

describe('compileQuery refuses what SQL cannot express', () => {
  it('arg: null for anything but count, and sums of text', () => {
    expectCode(buildQuery({ select: [{ expr: agg('sum', null), as: 'S' }] }), 'INVALID_AGGREGATE');
    expectCode(
      buildQuery({ select: [{ expr: agg('count_distinct', null), as: 'S' }] }),
      'INVALID_AGGREGATE',
    );
    expectCode(
      buildQuery({ select: [{ expr: agg('avg', col('o', 'status')), as: 'S' }] }),
      'INVALID_AGGREGATE',
    );
  });

  it('aggregates in WHERE and shares in HAVING', () => {
    expectCode(
      where({ kind: 'compare', left: agg('count', null), op: 'gt', value: 1 }),
      'INVALID_QUERY',
      /having/,
    );
    const share = buildQuery({
      having: [
        { kind: 'compare', left: { kind: 'share', of: agg('count', null) }, op: 'gt', value: 5 },
      ],
    });
    expectCode(share, 'UNSUPPORTED');
  });

  it('a grain on a non-date column, a text search of a number, an empty IN', () => {
    expectCode(
      buildQuery({ select: [{ expr: col('o', 'status', 'month'), as: 'M' }] }),
      'INVALID_GRAIN',
    );
    expectCode(
      where({ kind: 'text', left: col('o', 'amount'), op: 'contains', value: '1', negate: false }),
      'INVALID_CONDITION',
    );
    expectCode(
      where({ kind: 'in', left: col('o', 'id'), values: [], negate: false }),
      'INVALID_CONDITION',
    );
  });

  it('an unknown operator, values that cannot be bound, an empty output name', () => {
    expectCode(
      where({ kind: 'compare', left: col('o', 'id'), op: 'like' as 'eq', value: 1 }),
      'INVALID_CONDITION',
    );
    expectCode(
      where({ kind: 'compare', left: col('o', 'id'), op: 'eq', value: Number.NaN }),
      'INVALID_VALUE',
    );
    expectCode(buildQuery({ select: [{ expr: col('o', 'id'), as: '' }] }), 'INVALID_IDENTIFIER');
  });

  it('a DISTINCT query sorted by something it does not return', () => {
    const query = buildQuery({
      distinct: true,
      orderBy: [{ expr: col('o', 'amount'), direction: 'desc' }],
    });
    expectCode(query, 'INVALID_QUERY', /distinct/);
  });

  it('an exists whose correlation does not reach the outer query', () => {
    const query = customersWithoutPaidOrders();
    const exists = query.where[0];
    if (exists?.kind !== 'exists') throw new Error('fixture changed');
    exists.correlate = [{ left: col('o', 'customer_id'), right: col('o', 'id') }];
    expectCode(query, 'INVALID_CONDITION', /Correlate/);
  });

  it('an unknown dialect and an empty select list', () => {
    const run = () => compileQuery(buildQuery({}), { dialect: 'oracle' as 'mysql', model });
    expect(run).toThrow(expect.objectContaining({ code: 'UNSUPPORTED' }));
    expectCode(buildQuery({ select: [] }), 'INVALID_QUERY');
  });

  it('a limit that is not a positive integer', () => {
    expectCode({ ...revenueByMonth(), limit: 0 }, 'INVALID_LIMIT');
    expect(() => compile(revenueByMonth(), -5)).toThrow(
      expect.objectContaining({ code: 'INVALID_LIMIT' }),
    );
  });
});

describe('compileQuery writes', () => {
  it('nested and/or groups in parentheses, and neutral empty groups', () => {
    const query = where(
      {
        kind: 'or',
        conditions: [
          { kind: 'compare', left: col('o', 'status'), op: 'eq', value: 'paid' },
          {
            kind: 'and',
            conditions: [
              { kind: 'compare', left: col('o', 'amount'), op: 'gte', value: 10 },
              { kind: 'null', left: col('o', 'placed_at'), negate: false },
            ],
          },
        ],
      },
      { kind: 'and', conditions: [] },
      { kind: 'or', conditions: [] },
    );
    expect(compile(query)).toEqual({
      sql: 'SELECT "o"."id" AS "Id" FROM "shop"."orders" AS "o" WHERE ("o"."status" = $1 OR ("o"."amount" >= $2 AND "o"."placed_at" IS NULL)) AND 1 = 1 AND 1 = 0',
      params: ['paid', 10],
    });
  });

  it('an empty text as missing, text equality exactly, and NOT IN with numbers', () => {
    const query = where(
      { kind: 'null', left: col('o', 'status'), negate: false },
      { kind: 'compare', left: col('o', 'status'), op: 'neq', value: 'Paid' },
      { kind: 'in', left: col('o', 'quantity'), values: [1, 2], negate: true },
    );
    expect(compile(query)).toEqual({
      sql: 'SELECT "o"."id" AS "Id" FROM "shop"."orders" AS "o" WHERE ("o"."status" IS NULL OR "o"."status" = \'\') AND "o"."status" <> $1 AND "o"."quantity" NOT IN ($2, $3)',
      params: ['Paid', 1, 2],
    });
  });

  it('maxRows as the limit when the query has none, and the smaller of the two otherwise', () => {
    expect(compile(buildQuery({}), 1000).sql).toMatch(/ LIMIT 1000$/);
    expect(compile(revenueByMonth(), 5).sql).toMatch(/ LIMIT 5$/);
    expect(compile(revenueByMonth(), 5000).sql).toMatch(/ LIMIT 12$/);
    expect(compile(buildQuery({})).sql).not.toContain('LIMIT');
  });

  it('an order by an aggregate that is not selected, repeating the expression', () => {
    const query = buildQuery({
      select: [{ expr: col('o', 'status'), as: 'Status' }],
      groupBy: [col('o', 'status')],
      orderBy: [{ expr: agg('max', col('o', 'ordered_on')), direction: 'desc' }],
    });
    expect(compile(query).sql).toBe(
      'SELECT "o"."status" AS "Status" FROM "shop"."orders" AS "o" GROUP BY "o"."status" ORDER BY MAX("o"."ordered_on") DESC',
    );
  });

  it('a date cast for a value compared with MIN or MAX of a date', () => {
    const query = buildQuery({
      select: [{ expr: col('o', 'status'), as: 'Status' }],
      groupBy: [col('o', 'status')],
      having: [
        {
          kind: 'compare',
          left: agg('max', col('o', 'ordered_on')),
          op: 'lt',
          value: '2024-03-01',
        },
      ],
    });
    expect(compile(query).sql).toContain('HAVING MAX("o"."ordered_on") < CAST($1 AS DATE)');
  });
});

describe('compileQuery gives grouped rows in a stable order', () => {
  const byStatus = (extra: Partial<StructuredQuery> = {}) =>
    buildQuery({
      select: [
        { expr: col('o', 'status'), as: 'Status' },
        { expr: agg('sum', col('o', 'amount')), as: 'Total' },
      ],
      groupBy: [col('o', 'status')],
      ...extra,
    });

  it('sorts by the groups when the question does not sort', () => {
    expect(compile(byStatus()).sql).toMatch(/GROUP BY "o"\."status" ORDER BY "o"\."status" ASC/);
  });

  it("keeps the question's own sort", () => {
    const sorted = byStatus({
      orderBy: [{ expr: agg('sum', col('o', 'amount')), direction: 'desc' }],
    });
    expect(compile(sorted).sql).toMatch(/ORDER BY SUM\("o"\."amount"\) DESC/);
    expect(compile(sorted).sql).not.toMatch(/"o"\."status" ASC/);
  });

  it('drops DISTINCT from a query returning its groups, so it sorts by what it does not show', () => {
    const query = buildQuery({
      distinct: true,
      select: [{ expr: col('o', 'status'), as: 'Status' }],
      groupBy: [col('o', 'status')],
      orderBy: [{ expr: agg('count', null), direction: 'asc' }],
    });
    const { sql } = compile(query);
    expect(sql).not.toContain('DISTINCT');
    expect(sql).toMatch(/GROUP BY "o"\."status" ORDER BY COUNT\(\*\) ASC/);
  });

  it('leaves an ungrouped query, and a distinct one not returning its groups, unsorted', () => {
    expect(compile(buildQuery({})).sql).not.toContain('ORDER BY');
    const distinct = buildQuery({
      distinct: true,
      select: [{ expr: agg('count', null), as: 'Orders' }],
      groupBy: [col('o', 'status')],
    });
    expect(compile(distinct).sql).not.toContain('ORDER BY');
  });
});
