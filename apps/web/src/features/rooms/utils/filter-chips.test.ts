import type { Condition } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { buildStructuredQuery } from '../test-factories';
import {
  applyFilterEdit,
  coerceLike,
  columnChips,
  filterChips,
  filterEditProblem,
  removeFilter,
} from './filter-chips';

const region = { kind: 'column', table: 'o', column: 'region' } as const;
const revenueSum = {
  kind: 'aggregate',
  fn: 'sum',
  arg: { kind: 'column', table: 'o', column: 'revenue' },
} as const;
const inRegions: Condition = {
  kind: 'in',
  left: region,
  values: ['North', 'South'],
  negate: false,
};
const overThousand: Condition = { kind: 'compare', left: revenueSum, op: 'gt', value: 1000 };
const query = buildStructuredQuery({
  where: [
    ...buildStructuredQuery().where,
    inRegions,
    { kind: 'between', left: { ...region, column: 'units' }, low: 1, high: 5 },
    { kind: 'null', left: region, negate: true },
  ],
  having: [overThousand],
});

describe('chips of a structured query', () => {
  it('names the columns and how each is computed', () => {
    expect(columnChips(query)).toEqual([
      { label: 'Region', detail: null },
      { label: 'Revenue', detail: 'sum of revenue' },
    ]);
  });

  it('lists row filters, then filters on totals, with their editable values', () => {
    const chips = filterChips(query);
    expect(chips.map((chip) => chip.label)).toEqual([
      'year of order_date = 2024',
      'region in North, South',
      'units between 1 and 5',
      'region is not empty',
      'sum of revenue > 1000',
    ]);
    expect(chips[0]).toMatchObject({
      clause: 'where',
      index: 0,
      edit: { kind: 'value', value: '2024' },
    });
    expect(chips[1]?.edit).toEqual({ kind: 'values', values: ['North', 'South'] });
    expect(chips[3]?.edit).toBeNull();
    expect(chips[4]).toMatchObject({ clause: 'having', index: 0 });
  });
});

describe('editing a chip', () => {
  it('changes only that filter and keeps the value type', () => {
    const edited = applyFilterEdit(
      query,
      { clause: 'where', index: 0 },
      { kind: 'value', value: ' 2023 ' },
    );
    expect(edited.where[0]).toMatchObject({ kind: 'compare', value: 2023 });
    expect(edited.where.slice(1)).toEqual(query.where.slice(1));
    expect(query.where[0]).toMatchObject({ value: 2024 });
  });

  it('replaces a list, dropping blanks', () => {
    const edited = applyFilterEdit(
      query,
      { clause: 'where', index: 1 },
      { kind: 'values', values: ['East', ' ', 'West '] },
    );
    expect(edited.where[1]).toEqual({ ...inRegions, values: ['East', 'West'] });
  });

  it('edits a range and a filter on totals', () => {
    const range = applyFilterEdit(
      query,
      { clause: 'where', index: 2 },
      { kind: 'range', low: '2', high: '9' },
    );
    expect(range.where[2]).toMatchObject({ low: 2, high: 9 });
    const total = applyFilterEdit(
      query,
      { clause: 'having', index: 0 },
      { kind: 'value', value: '50' },
    );
    expect(total.having).toEqual([{ ...overThousand, value: 50 }]);
  });

  it('refuses edits that do not fit', () => {
    expect(() =>
      applyFilterEdit(query, { clause: 'where', index: 3 }, { kind: 'value', value: 'x' }),
    ).toThrow();
    expect(() =>
      applyFilterEdit(query, { clause: 'having', index: 4 }, { kind: 'value', value: 'x' }),
    ).toThrow();
  });

  it('removes a filter', () => {
    expect(removeFilter(query, { clause: 'where', index: 0 }).where).toEqual(query.where.slice(1));
  });

  it('reads typed text like the value it replaces', () => {
    expect(coerceLike(1, '2.5')).toBe(2.5);
    expect(coerceLike(1, 'many')).toBe('many');
    expect(coerceLike(true, 'false')).toBe(false);
    expect(coerceLike('2024-01-01', ' 2025-01-01 ')).toBe('2025-01-01');
  });

  it('finds empty edits', () => {
    expect(filterEditProblem({ kind: 'value', value: ' ' })).toBe('Enter a value.');
    expect(filterEditProblem({ kind: 'values', values: [''] })).toBe('Enter at least one value.');
    expect(filterEditProblem({ kind: 'range', low: '1', high: '' })).toBe(
      'Enter both ends of the range.',
    );
    expect(filterEditProblem({ kind: 'value', value: 'North' })).toBeNull();
  });
});
