import { describe, expect, it } from 'vitest';
import { analyzeResult } from './analyze-result';
import { buildOrdersModel } from './test-fixtures';

describe('analyzeResult', () => {
  it('turns numeric strings and bigints in measures into numbers and dates into ISO text', () => {
    const rows = [
      [new Date('2024-03-01T00:00:00Z'), 'North', '12345.67', 10n],
      ['2024-04-01', 'South', 'n/a', null],
    ];
    const result = analyzeResult({
      query: null,
      columns: [
        { name: 'month', type: 'date' },
        { name: 'region', type: 'text' },
        { name: 'revenue', type: 'decimal' },
        { name: 'orders', type: 'integer' },
      ],
      rows,
      model: buildOrdersModel(),
    });
    expect(result.rows).toEqual([
      ['2024-03-01T00:00:00.000Z', 'North', 12345.67, 10],
      ['2024-04-01', 'South', null, null],
    ]);
    expect(rows[0]?.[2]).toBe('12345.67');
  });

  it('writes bigints outside measures as text', () => {
    const result = analyzeResult({
      query: null,
      columns: [{ name: 'id', type: 'text' }],
      rows: [[123n]],
      model: buildOrdersModel(),
    });
    expect(result.rows).toEqual([['123']]);
  });
});
