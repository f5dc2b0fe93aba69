import { describe, expect, it } from 'vitest';
import { chooseDisplayKind } from './display-kind';
import { buildResult } from './test-fixtures';

const single = buildResult([['Revenue', 'measure']], [[1]]);
const rows = buildResult(
  [
    ['Region', 'category'],
    ['Revenue', 'measure'],
  ],
  [['North', 1]],
);

describe('chooseDisplayKind', () => {
  it('shows a single value as a widget', () => {
    expect(chooseDisplayKind({ result: single, hasChart: false, preference: null })).toBe('WIDGET');
  });

  it('shows rows as a graph when a chart applies, else as a table', () => {
    expect(chooseDisplayKind({ result: rows, hasChart: true, preference: null })).toBe('GRAPH');
    expect(chooseDisplayKind({ result: rows, hasChart: false, preference: null })).toBe('TABLE');
    expect(
      chooseDisplayKind({ result: { ...rows, rows: [] }, hasChart: false, preference: null }),
    ).toBe('TABLE');
  });

  it('honours a table preference', () => {
    expect(chooseDisplayKind({ result: rows, hasChart: false, preference: 'table' })).toBe('TABLE');
    expect(chooseDisplayKind({ result: single, hasChart: false, preference: 'table' })).toBe(
      'TABLE',
    );
  });
});
