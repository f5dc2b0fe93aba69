import { type AnswerColumn, answerSchema, type Reading } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { type BuildAnswerInput, buildAnswer } from './build-answer';
import { agg, buildOrdersModel, buildQuery, col } from './test-fixtures';
import { validateChartSpec } from './validate-chart-spec';

const revenueByRegion = buildQuery([
  { expr: col('region'), as: 'Region' },
  { expr: agg('sum', 'revenue'), as: 'Revenue' },
]);
const regionColumns: AnswerColumn[] = [
  { name: 'Region', type: 'text' },
  { name: 'Revenue', type: 'decimal' },
];

function build(overrides: Partial<BuildAnswerInput> & Pick<BuildAnswerInput, 'result'>) {
  const answer = buildAnswer({
    query: revenueByRegion,
    sql: 'SELECT 1',
    interpretation: 'Revenue by region',
    confidence: 0.9,
    readings: [],
    model: buildOrdersModel(),
    now: new Date('2027-06-01T00:00:00Z'),
    ...overrides,
  });
  expect(answerSchema.safeParse(answer).success).toBe(true);
  if (answer.chart) expect(validateChartSpec(answer.chart)).toEqual({ ok: true });
  return answer;
}

describe('buildAnswer', () => {
  it('shows a single value as a widget with a sentence', () => {
    const query = buildQuery([{ expr: agg('sum', 'revenue'), as: 'Total revenue' }]);
    const answer = build({
      query,
      result: {
        columns: [{ name: 'Total revenue', type: 'decimal' }],
        rows: [['45300.10']],
        truncated: false,
      },
    });
    expect(answer).toMatchObject({
      displayKind: 'WIDGET',
      chart: null,
      description: 'Total revenue is 45.3K.',
      notes: [],
      rows: [['45300.10']],
    });
  });

  it('draws a monthly series as a line and notes the running month', () => {
    const query = buildQuery([
      { expr: col('order_date', 'month'), as: 'Month' },
      { expr: agg('sum', 'revenue'), as: 'Revenue' },
    ]);
    const answer = build({
      query,
      now: new Date('2026-11-20T12:00:00Z'),
      result: {
        columns: [
          { name: 'Month', type: 'date' },
          { name: 'Revenue', type: 'decimal' },
        ],
        rows: [
          ['2026-10-01', '120000'],
          ['2026-11-01', '60000'],
        ],
        truncated: false,
      },
    });
    expect(answer.displayKind).toBe('GRAPH');
    expect(answer.chart?.mark).toEqual({ type: 'line', point: true });
    expect(answer.description).toBe('Revenue in Nov 2026 was 60K, down 50% on Oct 2026.');
    expect(answer.notes).toEqual([
      'The last period (Nov 2026) is not over yet, so its figure is partial.',
    ]);
  });

  it('draws a long category list as horizontal bars sorted by the measure', () => {
    const rows = Array.from({ length: 15 }, (_, i) => [`Region ${i}`, 1000 + i]);
    const answer = build({ result: { columns: regionColumns, rows, truncated: false } });
    expect(answer.displayKind).toBe('GRAPH');
    expect(answer.chart?.encoding).toMatchObject({
      y: { field: 'Region', type: 'nominal', sort: '-x' },
      x: { field: 'Revenue', type: 'quantitative' },
    });
  });

  it('falls back from a pie it cannot draw, saying why', () => {
    const rows = [
      ['North', 500],
      ['South', -20],
    ];
    const answer = build({
      chart: 'pie',
      result: { columns: regionColumns, rows, truncated: false },
    });
    expect(answer.chart?.mark).toEqual({ type: 'bar' });
    expect(answer.notes).toEqual([
      "A pie chart can't show negative values, so it is shown as a bar chart instead.",
    ]);
  });

  it('draws the pie the user asked for when it fits', () => {
    const rows = [
      ['North', 500],
      ['South', 200],
    ];
    const answer = build({
      chart: 'pie',
      result: { columns: regionColumns, rows, truncated: false },
    });
    expect(answer.chart?.mark).toEqual({ type: 'arc', innerRadius: 60 });
    expect(answer.notes).toEqual([]);
  });

  it('shows a table when asked, and for a listing of text', () => {
    const asTable = build({
      chart: 'table',
      result: { columns: regionColumns, rows: [['North', 1]], truncated: false },
    });
    expect(asTable).toMatchObject({ displayKind: 'TABLE', chart: null });
    const listing = buildQuery([
      { expr: col('product'), as: 'Product' },
      { expr: col('region'), as: 'Region' },
    ]);
    const answer = build({
      query: listing,
      result: {
        columns: [
          { name: 'Product', type: 'text' },
          { name: 'Region', type: 'text' },
        ],
        rows: Array.from({ length: 12 }, (_, i) => [`P${i}`, 'North']),
        truncated: false,
      },
    });
    expect(answer).toMatchObject({ displayKind: 'TABLE', chart: null, description: '12 orders.' });
  });

  it('notes mostly empty columns and rows cut at the limit', () => {
    const answer = build({
      model: buildOrdersModel({ region: 0.62 }),
      result: {
        columns: regionColumns,
        rows: [
          ['North', 1],
          ['South', 2],
        ],
        truncated: true,
      },
    });
    expect(answer.description).toBe('Showing the first 2 rows.');
    expect(answer.notes).toEqual([
      'Region is empty in 62% of rows.',
      'Only the first 2 rows are shown.',
    ]);
  });

  it('says when no rows match', () => {
    const answer = build({ result: { columns: regionColumns, rows: [], truncated: false } });
    expect(answer).toMatchObject({
      displayKind: 'TABLE',
      chart: null,
      description: 'No rows match.',
    });
  });

  it('charts SQL from a language model by its column types, keeping bigints as text', () => {
    const answer = build({
      query: null,
      result: {
        columns: [
          { name: 'units', type: 'integer' },
          { name: 'revenue', type: 'decimal' },
        ],
        rows: [
          [12n, '3400.50'],
          [30n, '5100.00'],
        ],
        truncated: false,
      },
    });
    expect(answer.chart?.mark).toEqual({ type: 'point', filled: true });
    expect(answer.rows).toEqual([
      ['12', '3400.50'],
      ['30', '5100.00'],
    ]);
    expect(answer.structuredQuery).toBeNull();
  });

  it('keeps at most three readings and a confidence within 0–1', () => {
    const reading: Reading = {
      text: 'Revenue by region',
      structuredQuery: revenueByRegion,
      term: null,
      meaning: null,
    };
    const answer = build({
      confidence: 1.3,
      readings: [reading, reading, reading, reading],
      result: { columns: regionColumns, rows: [['North', 1]], truncated: false },
    });
    expect(answer.readings).toHaveLength(3);
    expect(answer.confidence).toBe(1);
  });
});
