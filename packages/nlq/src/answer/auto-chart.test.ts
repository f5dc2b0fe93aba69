import { describe, expect, it } from 'vitest';
import type { ResultColumn, ResultRole } from './answer-types';
import { pickAutoChart } from './auto-chart';
import { shapeOf } from './result-shape';
import { buildResult } from './test-fixtures';

type ColumnSpec = [string, ResultRole, Partial<ResultColumn>?];

function pick(columns: ColumnSpec[], rows: unknown[][]) {
  const result = buildResult(columns, rows);
  return pickAutoChart(result, shapeOf(result));
}

const regions = (count: number, label = 'R') =>
  Array.from({ length: count }, (_, i) => [`${label}${i}`, i + 1]);

describe('pickAutoChart', () => {
  it('draws time as a line, one per measure', () => {
    const choice = pick(
      [
        ['Month', 'time'],
        ['Revenue', 'measure'],
        ['Quantity', 'measure'],
      ],
      [['2024-01-01', 1, 2]],
    );
    expect(choice).toMatchObject({ kind: 'line', series: null });
    expect(choice?.kind === 'line' && choice.measures.map((m) => m.name)).toEqual([
      'Revenue',
      'Quantity',
    ]);
  });

  it('colours a time series by its category', () => {
    const choice = pick(
      [
        ['Month', 'time'],
        ['Region', 'category'],
        ['Revenue', 'measure'],
      ],
      [['2024-01-01', 'North', 1]],
    );
    expect(choice).toMatchObject({ kind: 'line', series: { name: 'Region' } });
  });

  it('draws a short category list as vertical bars and a long one as horizontal bars', () => {
    const columns: ColumnSpec[] = [
      ['Region', 'category'],
      ['Revenue', 'measure'],
    ];
    expect(pick(columns, regions(12))).toMatchObject({ kind: 'bar', horizontal: false });
    expect(pick(columns, regions(13))).toMatchObject({ kind: 'bar', horizontal: true });
    expect(pick(columns, regions(2, 'A very long region name, indeed '))).toMatchObject({
      kind: 'bar',
      horizontal: true,
    });
    expect(pick(columns, regions(101))).toBeNull();
  });

  it('draws a share of up to 8 parts as a donut, more as bars', () => {
    const columns: ColumnSpec[] = [
      ['Region', 'category'],
      ['Share', 'measure', { isShare: true }],
    ];
    expect(pick(columns, regions(8))).toMatchObject({ kind: 'donut' });
    expect(pick(columns, regions(9))).toMatchObject({ kind: 'bar' });
    expect(
      pick(columns, [
        ['North', -5],
        ['South', 105],
      ]),
    ).toMatchObject({ kind: 'bar' });
  });

  it('groups several measures by category and stacks a second category', () => {
    expect(
      pick(
        [
          ['Region', 'category'],
          ['Revenue', 'measure'],
          ['Quantity', 'measure'],
        ],
        [['North', 1, 2]],
      ),
    ).toMatchObject({ kind: 'grouped-bar' });
    expect(
      pick(
        [
          ['Region', 'category'],
          ['Product', 'category'],
          ['Revenue', 'measure'],
        ],
        [['North', 'Tea', 1]],
      ),
    ).toMatchObject({ kind: 'bar', color: { name: 'Product' } });
  });

  it('plots two measures alone as a scatter', () => {
    const columns: ColumnSpec[] = [
      ['Quantity', 'measure'],
      ['Revenue', 'measure'],
    ];
    expect(
      pick(columns, [
        [1, 2],
        [3, 4],
      ]),
    ).toMatchObject({ kind: 'scatter' });
    expect(pick(columns, [[1, 2]])).toBeNull();
  });

  it('draws nothing for a listing of text or two time columns', () => {
    expect(
      pick(
        [
          ['Name', 'category'],
          ['City', 'category'],
        ],
        [['Ada', 'London']],
      ),
    ).toBeNull();
    expect(
      pick(
        [
          ['Ordered', 'time'],
          ['Shipped', 'time'],
          ['Revenue', 'measure'],
        ],
        [['2024-01-01', '2024-01-02', 1]],
      ),
    ).toBeNull();
  });
});
