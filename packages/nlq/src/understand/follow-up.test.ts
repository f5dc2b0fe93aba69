import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { shopModel, table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = shopModel();
const now = new Date('2026-11-22T12:00:00Z');

function ask(question: string, previous: StructuredQuery | null = null) {
  return understand({ model, question, previous, now });
}

function first(question: string): StructuredQuery {
  const answer = ask(question);
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

describe('follow-ups', () => {
  const base = first('total revenue by category in 2025');

  it('replaces the filters of the column a follow-up names ("and for 2024?")', () => {
    const answer = ask('and for 2024?', base);
    expect(answer.status).toBe('understood');
    if (answer.status === 'declined') return;
    expect(answer.query.where.map((c) => (c.kind === 'compare' ? c.value : null))).toEqual([
      '2024-01-01',
      '2025-01-01',
    ]);
    expect(answer.query.groupBy).toEqual(base.groupBy);
  });

  it('narrows to a bare year ("only 2024"), keeping the grouping', () => {
    const answer = ask('only 2024', first('total revenue by category'));
    expect(answer.status).toBe('understood');
    if (answer.status === 'declined') return;
    expect(answer.query.where.map((c) => (c.kind === 'compare' ? c.value : null))).toEqual([
      '2024-01-01',
      '2025-01-01',
    ]);
    expect(answer.query.groupBy).toEqual(base.groupBy);
  });

  it('adds a filter on another column ("only in France"), joining what it needs', () => {
    const answer = ask('only in France', base);
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.where).toHaveLength(3);
    expect(answer.query.joins.map((join) => join.table.name)).toContain('customers');
  });

  it('replaces the grouping ("by country instead")', () => {
    const answer = ask('by country instead', base);
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.groupBy).toEqual([
      { kind: 'column', table: 'customers', column: 'country' },
    ]);
    expect(answer.query.select.map((item) => item.as)).toEqual(['Country', 'Total revenue']);
  });

  it('keeps the top N by the first measure ("top 5")', () => {
    const answer = ask('top 5', base);
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.limit).toBe(5);
    expect(answer.query.orderBy[0]).toMatchObject({
      direction: 'desc',
      expr: { kind: 'aggregate', fn: 'sum' },
    });
  });

  it('keeps the query and sets the chart for "as a pie chart"', () => {
    const answer = ask('as a pie chart', base);
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query).toEqual(base);
    expect(answer.chart).toBe('pie');
  });

  it('says "why?" is not something it can read', () => {
    const answer = ask('why?', base);
    expect(answer.status).toBe('declined');
    if (answer.status === 'declined') expect(answer.message).toMatch(/not why/);
  });

  it('reads a new full question afresh even with a previous one', () => {
    const answer = ask('How many customers are there?', base);
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.from.name).toBe('customers');
  });
});

describe('dates and grains', () => {
  it('reads relative periods against now', () => {
    const query = first('How many orders last month?');
    expect(query.where).toEqual([
      {
        kind: 'compare',
        left: { kind: 'column', table: 'orders', column: 'order_date' },
        op: 'gte',
        value: '2026-10-01',
      },
      {
        kind: 'compare',
        left: { kind: 'column', table: 'orders', column: 'order_date' },
        op: 'lt',
        value: '2026-11-01',
      },
    ]);
  });

  it('reads quarters and "since"', () => {
    expect(
      first('revenue in Q3 2024').where.map((c) => (c.kind === 'compare' ? c.value : null)),
    ).toEqual(['2024-07-01', '2024-10-01']);
    expect(first('orders since March 2026').where).toHaveLength(1);
  });

  it('groups a date column by the grain asked, in time order', () => {
    const query = first('monthly revenue');
    expect(query.groupBy).toEqual([
      { kind: 'column', table: 'orders', column: 'order_date', grain: 'month' },
    ]);
    expect(query.select[1]?.expr).toMatchObject({ kind: 'aggregate', fn: 'sum' });
    expect(query.orderBy[0]).toMatchObject({ direction: 'asc' });
  });

  it('reads a share of a whole', () => {
    const query = first('share of revenue by category');
    expect(query.select.map((item) => item.expr.kind)).toEqual(['column', 'share']);
  });

  it('asks afresh when a longer question names its own columns ("top 5 products by revenue")', () => {
    const sales = testModel({
      tables: [
        table(
          'sales',
          ['order_id'],
          [
            ['order_id', 'integer', 'identifier'],
            ['region', 'text', 'dimension', ['East', 'West']],
            ['product', 'text', 'dimension', ['Laptop', 'Desk']],
            ['revenue', 'decimal', 'measure'],
          ],
        ),
      ],
      relationships: [],
    });
    const read = (question: string, previous: StructuredQuery | null) =>
      understand({ model: sales, question, previous, now });
    const byRegion = read('total revenue by region', null);
    if (byRegion.status === 'declined') throw new Error(byRegion.message);
    const fresh = read('top 5 products by revenue', byRegion.query);
    if (fresh.status === 'declined') throw new Error(fresh.message);
    expect(fresh.query.groupBy).toEqual([{ kind: 'column', table: 'sales', column: 'product' }]);
    expect(fresh.query.limit).toBe(5);
    const refined = read('top 5', byRegion.query);
    if (refined.status === 'declined') throw new Error(refined.message);
    expect(refined.query.groupBy).toEqual(byRegion.query.groupBy);
  });
});
