import { describe, expect, it } from 'vitest';
import type { ResultColumn, ResultRole } from './answer-types';
import { pickPreferredChart } from './preferred-chart';
import { shapeOf } from './result-shape';
import { buildResult } from './test-fixtures';

type ColumnSpec = [string, ResultRole, Partial<ResultColumn>?];

function prefer(
  preference: 'bar' | 'line' | 'pie' | 'scatter',
  columns: ColumnSpec[],
  rows: unknown[][],
) {
  const result = buildResult(columns, rows);
  return pickPreferredChart(result, shapeOf(result), preference);
}

const byRegion: ColumnSpec[] = [
  ['Region', 'category'],
  ['Revenue', 'measure'],
];
const byMonth: ColumnSpec[] = [
  ['Month', 'time', { grain: 'month' }],
  ['Revenue', 'measure'],
];

describe('pickPreferredChart', () => {
  it('draws a pie as a donut when it fits', () => {
    expect(
      prefer('pie', byRegion, [
        ['North', 3],
        ['South', 1],
      ]),
    ).toMatchObject({
      choice: { kind: 'donut', category: { name: 'Region' } },
    });
  });

  it('says why a pie does not fit', () => {
    expect(
      prefer('pie', byRegion, [
        ['North', 3],
        ['South', -1],
      ]),
    ).toEqual({
      reason: "A pie chart can't show negative values",
    });
    const many = Array.from({ length: 9 }, (_, i) => [`R${i}`, 1]);
    expect(prefer('pie', byRegion, many)).toEqual({
      reason: 'A pie chart reads poorly with more than 8 parts (this result has 9)',
    });
    expect(prefer('pie', byRegion, [['North', 0]])).toEqual({
      reason: 'A pie chart needs some positive values',
    });
    const twoMeasures: ColumnSpec[] = [...byRegion, ['Quantity', 'measure']];
    expect(prefer('pie', twoMeasures, [['North', 1, 2]])).toEqual({
      reason: 'A pie chart needs one category and one measure',
    });
  });

  it('draws bars by category, over time, and grouped', () => {
    expect(prefer('bar', byRegion, [['North', 3]])).toMatchObject({ choice: { kind: 'bar' } });
    expect(prefer('bar', byMonth, [['2024-01-01', 3]])).toMatchObject({
      choice: { kind: 'bar', category: { name: 'Month' }, horizontal: false },
    });
    const grouped: ColumnSpec[] = [...byRegion, ['Quantity', 'measure']];
    expect(prefer('bar', grouped, [['North', 1, 2]])).toMatchObject({
      choice: { kind: 'grouped-bar' },
    });
    expect(
      prefer(
        'bar',
        [
          ['Revenue', 'measure'],
          ['Quantity', 'measure'],
        ],
        [[1, 2]],
      ),
    ).toEqual({
      reason: 'A bar chart needs a category or a time column and one measure',
    });
  });

  it('draws a line only over time', () => {
    expect(prefer('line', byMonth, [['2024-01-01', 3]])).toMatchObject({
      choice: { kind: 'line' },
    });
    expect(prefer('line', byRegion, [['North', 3]])).toEqual({
      reason: 'A line chart needs one time column and a measure',
    });
  });

  it('draws a scatter of two measures, naming points by category', () => {
    const columns: ColumnSpec[] = [...byRegion, ['Quantity', 'measure']];
    expect(prefer('scatter', columns, [['North', 1, 2]])).toMatchObject({
      choice: { kind: 'scatter', label: { name: 'Region' } },
    });
    expect(prefer('scatter', byRegion, [['North', 1]])).toEqual({
      reason: 'A scatter plot needs two measures',
    });
  });
});
