import type { Answer, AnswerColumn, SelectItem, UpdateGraphRequest } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { buildAnswer } from '../build-answer';
import { agg, buildOrdersModel, buildQuery, col, share } from '../test-fixtures';
import { validateChartSpec } from '../validate-chart-spec';
import { ChartEditError, editChartSpec } from './edit-chart';

/** An answer as a room stores it: built by the engine, then through JSON. */
function storedAnswer(select: SelectItem[], columns: AnswerColumn[], rows: unknown[][]): Answer {
  const answer = buildAnswer({
    query: buildQuery(select),
    sql: 'SELECT 1',
    interpretation: 'test',
    confidence: 1,
    readings: [],
    result: { columns, rows, truncated: false },
    model: buildOrdersModel(),
    now: new Date('2030-01-01T00:00:00Z'),
  });
  return JSON.parse(JSON.stringify(answer));
}

const byRegion = storedAnswer(
  [
    { expr: col('region'), as: 'Region' },
    { expr: agg('sum', 'revenue'), as: 'Revenue' },
    { expr: agg('sum', 'quantity'), as: 'Quantity' },
  ],
  [
    { name: 'Region', type: 'text' },
    { name: 'Revenue', type: 'decimal' },
    { name: 'Quantity', type: 'integer' },
  ],
  [
    ['North', '3400.50', 12],
    ['South', '2100', 30],
    ['East', '900', 4],
  ],
);

/** The parts of a spec the tests read. */
interface SpecView {
  mark?: unknown;
  title?: unknown;
  transform?: unknown;
  encoding: Record<string, Record<string, unknown>>;
  data: { values: Record<string, unknown>[] };
}

/** The edited spec, checked valid on its own (not only by the function under test). */
function edit(answer: Answer, request: UpdateGraphRequest): SpecView {
  const spec = editChartSpec(answer, request);
  expect(validateChartSpec(spec)).toEqual({ ok: true });
  return spec as unknown as SpecView;
}

function failure(answer: Answer, request: UpdateGraphRequest): ChartEditError {
  try {
    editChartSpec(answer, request);
  } catch (error) {
    if (error instanceof ChartEditError) return error;
    throw error;
  }
  throw new Error('expected a ChartEditError');
}

describe('editChartSpec', () => {
  it('redraws bars as horizontal bars with the same numbers', () => {
    expect(byRegion.chart?.mark).toEqual({ type: 'bar' });
    const spec = edit(byRegion, { chartType: 'horizontal-bar', y: 'Revenue' });
    expect(spec.mark).toEqual({ type: 'bar' });
    expect(spec.encoding).toMatchObject({
      y: { field: 'Region', type: 'nominal', sort: '-x' },
      x: { field: 'Revenue', type: 'quantitative' },
    });
    expect(spec.data.values).toEqual([
      { Region: 'North', Revenue: 3400.5 },
      { Region: 'South', Revenue: 2100 },
      { Region: 'East', Revenue: 900 },
    ]);
  });

  it('changes the measure, keeping the category and the chart type', () => {
    const spec = edit(byRegion, { y: 'Quantity' });
    expect(spec.encoding).toMatchObject({
      x: { field: 'Region', type: 'nominal' },
      y: { field: 'Quantity', type: 'quantitative' },
    });
  });

  it('reads the axes back from an edited chart, whichever way the bars run', () => {
    const horizontal = edit(byRegion, { chartType: 'horizontal-bar', y: 'Quantity' });
    const again = edit({ ...byRegion, chart: { ...horizontal } }, { chartType: 'bar' });
    expect(again.encoding).toMatchObject({
      x: { field: 'Region', sort: null },
      y: { field: 'Quantity' },
    });
  });

  it('draws a donut of positive parts and refuses one of negative values', () => {
    const spec = edit(byRegion, { chartType: 'donut', y: 'Revenue' });
    expect(spec.mark).toMatchObject({ type: 'arc' });
    expect(spec.encoding).toMatchObject({
      theta: { field: 'Revenue' },
      color: { field: 'Region' },
    });
    const withLoss = { ...byRegion, rows: [...byRegion.rows, ['West', '-50', 1]] };
    const error = failure(withLoss, { chartType: 'donut', y: 'Revenue' });
    expect(error.code).toBe('INVALID_VALUES');
    expect(error.field).toBe('chartType');
  });

  it('keeps shares as fractions with a percentage format', () => {
    const shares = storedAnswer(
      [
        { expr: col('region'), as: 'Region' },
        { expr: share(agg('sum', 'revenue')), as: 'Share' },
      ],
      [
        { name: 'Region', type: 'text' },
        { name: 'Share', type: 'decimal' },
      ],
      [
        ['North', 62.5],
        ['South', 37.5],
      ],
    );
    const spec = edit(shares, { chartType: 'bar' });
    expect(spec.data.values).toEqual([
      { Region: 'North', Share: 0.625 },
      { Region: 'South', Share: 0.375 },
    ]);
    expect(spec.encoding.y?.axis).toEqual({ format: '.1~%' });
  });

  it('draws an area over time at the query grain, sorted by time', () => {
    const monthly = storedAnswer(
      [
        { expr: col('order_date', 'month'), as: 'Month' },
        { expr: agg('sum', 'revenue'), as: 'Revenue' },
      ],
      [
        { name: 'Month', type: 'date' },
        { name: 'Revenue', type: 'decimal' },
      ],
      [
        ['2024-02-01', 900],
        ['2024-01-01', 1200],
      ],
    );
    expect(monthly.chart?.mark).toMatchObject({ type: 'line' });
    const spec = edit(monthly, { chartType: 'area' });
    expect(spec.mark).toMatchObject({ type: 'area', line: true });
    expect(spec.encoding.x).toMatchObject({
      field: 'Month',
      type: 'temporal',
      timeUnit: 'utcyearmonth',
    });
    expect(spec.data.values.map((row) => row.Month)).toEqual(['2024-01-01', '2024-02-01']);
  });

  it('draws a line over categories in the result order', () => {
    const spec = edit(byRegion, { chartType: 'line' });
    expect(spec.mark).toMatchObject({ type: 'line', point: true });
    expect(spec.encoding.x).toMatchObject({ field: 'Region', type: 'nominal', sort: null });
  });

  it('plots two measures on a scatter plot, naming points by the category', () => {
    const spec = edit(byRegion, { chartType: 'scatter' });
    expect(spec.mark).toMatchObject({ type: 'point' });
    // Revenue stays on y; Region cannot be an x of numbers, so the other measure takes its place.
    expect(spec.encoding).toMatchObject({
      x: { field: 'Quantity', type: 'quantitative' },
      y: { field: 'Revenue', type: 'quantitative' },
      tooltip: [{ field: 'Region' }, { field: 'Quantity' }, { field: 'Revenue' }],
    });
    const swapped = edit({ ...byRegion, chart: { ...spec } }, { x: 'Revenue', y: 'Quantity' });
    expect(swapped.encoding).toMatchObject({ x: { field: 'Revenue' }, y: { field: 'Quantity' } });
  });

  it('restyles the current chart alone for a title or colour, keeping folds and series', () => {
    const grouped = storedAnswer(
      [
        { expr: col('region'), as: 'Region' },
        { expr: agg('sum', 'revenue'), as: 'Revenue' },
        { expr: agg('sum', 'quantity'), as: 'Quantity' },
      ],
      byRegion.columns,
      byRegion.rows,
    );
    expect(grouped.chart?.transform).toBeDefined();
    const spec = edit(grouped, { title: 'Sales by region', color: '#1f77b4' });
    expect(spec.title).toBe('Sales by region');
    expect(spec.mark).toEqual({ type: 'bar', color: '#1f77b4' });
    expect(spec.transform).toEqual(grouped.chart?.transform);
    expect(spec.encoding).toEqual(grouped.chart?.encoding);

    // A rebuild keeps the title and colour; an empty title removes it.
    const rebuilt = edit({ ...grouped, chart: { ...spec } }, { chartType: 'line' });
    expect(rebuilt).toMatchObject({ title: 'Sales by region', mark: { color: '#1f77b4' } });
    const untitled = edit({ ...grouped, chart: { ...rebuilt } }, { title: '' });
    expect(untitled.title).toBeUndefined();
    expect(untitled.mark).toMatchObject({ type: 'line', color: '#1f77b4' });
  });

  it('draws bars for an answer without a chart', () => {
    const table = { ...byRegion, chart: null, displayKind: 'TABLE' as const };
    const spec = edit(table, { title: 'Revenue' });
    expect(spec).toMatchObject({ title: 'Revenue', mark: { type: 'bar' } });
    expect(spec.encoding).toMatchObject({ x: { field: 'Region' }, y: { field: 'Revenue' } });
  });

  it('escapes column names with dots and works without a structured query', () => {
    const answer: Answer = {
      ...byRegion,
      structuredQuery: null,
      columns: [
        { name: 'shop.region', type: 'text' },
        { name: 'sum(revenue)', type: 'decimal' },
      ],
      rows: [['North', 1]],
      chart: null,
    };
    const spec = edit(answer, { x: 'shop.region', y: 'sum(revenue)' });
    expect(spec.encoding).toMatchObject({ x: { field: 'shop\\.region', title: 'shop.region' } });
    expect(spec.data.values).toEqual([{ 'shop.region': 'North', 'sum(revenue)': 1 }]);
  });

  it.each([
    [{ x: 'Country' }, 'UNKNOWN_COLUMN', 'x'],
    [{ y: 'revenue' }, 'UNKNOWN_COLUMN', 'y'],
    [{ y: 'Region' }, 'INVALID_AXIS', 'y'],
    [{ x: 'Revenue', y: 'Revenue' }, 'INVALID_AXIS', 'y'],
    [{ chartType: 'scatter', x: 'Region' }, 'INVALID_AXIS', 'x'],
  ] as const)('refuses %o with %s on %s', (request, code, field) => {
    const error = failure(byRegion, request);
    expect(error).toMatchObject({ code, field });
    expect(error.message).not.toBe('');
  });

  it('refuses an answer without rows, or without a column of numbers', () => {
    expect(failure({ ...byRegion, rows: [] }, { chartType: 'bar' }).code).toBe('NO_DATA');
    const textOnly: Answer = {
      ...byRegion,
      structuredQuery: null,
      columns: [{ name: 'Region', type: 'text' }],
      rows: [['North']],
      chart: null,
    };
    expect(failure(textOnly, { chartType: 'bar' })).toMatchObject({
      code: 'INVALID_AXIS',
      field: 'y',
    });
  });
});
