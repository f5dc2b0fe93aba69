import { describe, expect, it } from 'vitest';
import { collectQualityNotes } from './quality-notes';
import { agg, buildOrdersModel, buildQuery, buildResult, col } from './test-fixtures';

const result = buildResult(
  [
    ['Month', 'time', { grain: 'month' }],
    ['Region', 'category'],
    ['Revenue', 'measure'],
  ],
  [
    ['2026-10-01', 'North', 10],
    ['2026-11-01', 'North', 4],
  ],
);
const query = buildQuery(
  [
    { expr: col('order_date', 'month'), as: 'Month' },
    { expr: col('region'), as: 'Region' },
    { expr: agg('sum', 'revenue'), as: 'Revenue' },
  ],
  { where: [{ kind: 'compare', left: col('product'), op: 'eq', value: 'Tea' }] },
);
const model = buildOrdersModel({ region: 0.62, product: 0.8, quantity: 0.9, revenue: 0.5 });

describe('collectQualityNotes', () => {
  it('notes a partial period, mostly empty columns used anywhere, and cut rows, each once', () => {
    const notes = collectQualityNotes({
      result,
      query,
      model,
      truncated: true,
      now: new Date('2026-11-15T00:00:00Z'),
    });
    expect(notes).toEqual([
      'The last period (Nov 2026) is not over yet, so its figure is partial.',
      'Region is empty in 62% of rows.',
      'Product is empty in 80% of rows.',
      'Only the first 2 rows are shown.',
    ]);
  });

  it('has nothing to say about complete, full results', () => {
    const notes = collectQualityNotes({
      result,
      query,
      model: buildOrdersModel(),
      truncated: false,
      now: new Date('2027-01-01T00:00:00Z'),
    });
    expect(notes).toEqual([]);
  });

  it('cannot tell which columns SQL from a language model used', () => {
    const notes = collectQualityNotes({
      result,
      query: null,
      model,
      truncated: false,
      now: new Date('2027-01-01T00:00:00Z'),
    });
    expect(notes).toEqual([]);
  });
});
