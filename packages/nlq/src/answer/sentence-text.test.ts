import { describe, expect, it } from 'vitest';
import { formatCell, formatFigure, lowerFirst, upperFirst } from './sentence-text';
import { buildResult, columnOf } from './test-fixtures';

const result = buildResult(
  [
    ['Revenue', 'measure'],
    ['Share', 'measure', { isShare: true }],
    ['Month', 'time', { grain: 'month' }],
    ['Region', 'category'],
    ['Margin', 'measure', { format: 'percent' }],
    ['Revenue in cents', 'measure', { format: 'currency' }],
  ],
  [],
);

describe('sentence text', () => {
  it('changes the case of the first letter, keeping acronyms', () => {
    expect(upperFirst('total revenue')).toBe('Total revenue');
    expect(lowerFirst('Total revenue')).toBe('total revenue');
    expect(lowerFirst('GMV')).toBe('GMV');
  });

  it('writes figures compact and shares as percentages', () => {
    expect(formatFigure(1_234_567, columnOf(result, 'Revenue'))).toBe('1.2M');
    expect(formatFigure(37.54, columnOf(result, 'Share'))).toBe('37.5%');
  });

  it("writes a named measure's figures in its format", () => {
    expect(formatFigure(0.2345, columnOf(result, 'Margin'))).toBe('23.5%');
    expect(formatFigure(1620.5, columnOf(result, 'Revenue in cents'))).toBe('1,620.50');
    expect(formatFigure(1_234_567, columnOf(result, 'Revenue in cents'))).toBe('1.2M');
  });

  it('writes cells by role', () => {
    expect(formatCell('2024-03-01', columnOf(result, 'Month'))).toBe('Mar 2024');
    expect(formatCell(null, columnOf(result, 'Region'))).toBe('(empty)');
    expect(formatCell(true, columnOf(result, 'Region'))).toBe('yes');
    expect(formatCell('North', columnOf(result, 'Region'))).toBe('North');
  });

  it('fences a cell with a right-to-left override, so the sentence after it keeps its order (D6)', () => {
    const spoof = 'invoice_\u202Efdp.exe';
    expect(formatCell(spoof, columnOf(result, 'Region'))).toBe(`\u2068${spoof}\u2069`);
  });
});
