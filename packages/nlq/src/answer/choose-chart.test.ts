import type { AnswerColumn } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { chooseChart } from './choose-chart';
import { agg, buildOrdersModel, buildQuery, col, share } from './test-fixtures';
import { validateChartSpec } from './validate-chart-spec';

const model = buildOrdersModel();

describe('chooseChart', () => {
  it('draws revenue by month from the query as a sorted line', () => {
    const query = buildQuery([
      { expr: col('order_date', 'month'), as: 'Month' },
      { expr: agg('sum', 'revenue'), as: 'Revenue' },
    ]);
    const columns: AnswerColumn[] = [
      { name: 'Month', type: 'date' },
      { name: 'Revenue', type: 'decimal' },
    ];
    const rows = [
      ['2024-02-01', '1052632.00'],
      ['2024-01-01', '950000.50'],
    ];
    const spec = chooseChart({ query, columns, rows, model });
    expect(spec?.mark).toEqual({ type: 'line', point: true });
    expect(spec?.encoding).toMatchObject({
      x: { field: 'Month', type: 'temporal', timeUnit: 'utcyearmonth' },
      y: { field: 'Revenue', type: 'quantitative' },
    });
    expect(spec?.data).toEqual({
      values: [
        { Month: '2024-01-01', Revenue: 950000.5 },
        { Month: '2024-02-01', Revenue: 1052632 },
      ],
    });
    expect(validateChartSpec(spec)).toEqual({ ok: true });
  });

  it('draws a share of orders by region as a donut', () => {
    const query = buildQuery([
      { expr: col('region'), as: 'Region' },
      { expr: share(agg('count', null)), as: 'Share of orders' },
    ]);
    const columns: AnswerColumn[] = [
      { name: 'Region', type: 'text' },
      { name: 'Share of orders', type: 'decimal' },
    ];
    const spec = chooseChart({
      query,
      columns,
      rows: [
        ['North', 60],
        ['South', 40],
      ],
      model,
    });
    expect(spec?.mark).toEqual({ type: 'arc', innerRadius: 60 });
    expect(validateChartSpec(spec)).toEqual({ ok: true });
  });

  it('reads roles from the column types when the SQL came from a language model', () => {
    const columns: AnswerColumn[] = [
      { name: 'units', type: 'integer' },
      { name: 'revenue', type: 'decimal' },
    ];
    const rows = [
      [1, 2],
      [3, 4],
    ];
    expect(chooseChart({ query: null, columns, rows, model })?.mark).toEqual({
      type: 'point',
      filled: true,
    });
  });

  it('honours a table preference', () => {
    const columns: AnswerColumn[] = [
      { name: 'region', type: 'text' },
      { name: 'revenue', type: 'decimal' },
    ];
    expect(
      chooseChart({ query: null, columns, rows: [['North', 1]], model, chart: 'table' }),
    ).toBeNull();
  });
});
