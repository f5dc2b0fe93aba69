import type { Condition } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import type { DescribeContext } from './answer-types';
import { describeSingleRow } from './describe-single-row';
import { agg, buildOrdersModel, buildQuery, buildResult, col } from './test-fixtures';

const model = buildOrdersModel();
const in2023: Condition = {
  kind: 'between',
  left: col('order_date'),
  low: '2023-01-01',
  high: '2023-12-31',
};
const query = buildQuery([{ expr: agg('sum', 'revenue'), as: 'Total revenue' }], {
  where: [in2023],
});
const context: DescribeContext = { query, model, truncated: false, interpretation: '' };

describe('describeSingleRow', () => {
  it('names the value and the filtered period', () => {
    const result = buildResult([['Total revenue', 'measure']], [[1_234_567]]);
    expect(describeSingleRow(result, context)).toBe('Total revenue in 2023 was 1.2M.');
  });

  it('uses the present tense without a period, and says when there is no value', () => {
    const noPeriod = { ...context, query: buildQuery(query.select) };
    expect(describeSingleRow(buildResult([['Revenue', 'measure']], [[3412]]), noPeriod)).toBe(
      'Revenue is 3,412.',
    );
    expect(describeSingleRow(buildResult([['Total revenue', 'measure']], [[null]]), context)).toBe(
      'Total revenue in 2023 has no value.',
    );
  });

  it('writes shares as percentages with one decimal', () => {
    const result = buildResult([['Share of orders', 'measure', { isShare: true }]], [[37.54]]);
    expect(describeSingleRow(result, { ...context, query: buildQuery(query.select) })).toBe(
      'Share of orders is 37.5%.',
    );
  });

  it('lists up to three figures of one row', () => {
    const result = buildResult(
      [
        ['Revenue', 'measure'],
        ['Quantity', 'measure'],
      ],
      [[1_234_567, 340]],
    );
    expect(describeSingleRow(result, context)).toBe(
      'In 2023, revenue was 1.2M and quantity was 340.',
    );
  });

  it('names an unnamed column by the interpretation, or "The result"', () => {
    const result = buildResult([['count(*)', 'measure']], [[12]]);
    const fromModel = { ...context, query: null };
    expect(describeSingleRow(result, { ...fromModel, interpretation: 'Orders shipped late' })).toBe(
      'Orders shipped late is 12.',
    );
    expect(describeSingleRow(result, fromModel)).toBe('The result is 12.');
  });

  it('leaves rows that are not a single value or figures to others', () => {
    const listing = buildResult(
      [
        ['Name', 'category'],
        ['City', 'category'],
      ],
      [['Ada', 'London']],
    );
    expect(describeSingleRow(listing, context)).toBeNull();
  });
});
