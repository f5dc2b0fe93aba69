import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = testModel({
  tables: [
    table(
      'store',
      ['store_id'],
      [
        ['store_id', 'integer', 'identifier'],
        ['town', 'text', 'dimension', ['Leeds', 'York']],
        ['format', 'text', 'dimension', ['Mall', 'Outlet', 'Kiosk']],
        ['floor_area', 'integer', 'measure'],
        ['active', 'boolean', 'dimension'],
        ['opening_year', 'integer', 'dimension'],
        ['manager', 'text', 'dimension'],
        ['founded', 'integer', 'dimension'],
      ],
    ),
    table(
      'delivery',
      ['delivery_id'],
      [
        ['delivery_id', 'integer', 'identifier'],
        ['store_id', 'integer', 'identifier'],
        ['courier', 'text', 'dimension'],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'delivery',
      fromColumns: ['store_id'],
      toTable: 'store',
      toColumns: ['store_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});

function read(question: string): StructuredQuery {
  const answer = understand({ model, question, now: new Date('2025-06-01T00:00:00Z') });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

/** EXISTS over other stores of the same town meeting `where`. */
const sameTown = (negate: boolean, where: unknown[]) => ({
  kind: 'exists',
  negate,
  from: { name: 'store' },
  correlate: [{ left: { column: 'town' }, right: { table: 'store', column: 'town' } }],
  where,
});

describe('values shared by two sets of rows', () => {
  it('reads ranges no one row meets both of as two sets sharing the value shown', () => {
    const query = read(
      'Show the towns that have stores with floor area more than 500 and stores with floor area less than 100.',
    );
    expect(query.distinct).toBe(true);
    expect(query.where).toMatchObject([
      sameTown(false, [{ kind: 'compare', op: 'gt', value: 500 }]),
      sameTown(false, [{ kind: 'compare', op: 'lt', value: 100 }]),
    ]);
  });

  it('reads two values of one column after "both" as two sets', () => {
    const query = read('Which towns have both Mall and Outlet stores?');
    expect(query.where).toMatchObject([
      sameTown(false, [{ kind: 'compare', value: 'Mall' }]),
      sameTown(false, [{ kind: 'compare', value: 'Outlet' }]),
    ]);
  });

  it('keeps ranges one row can meet, and values without "both", on the rows themselves', () => {
    const ranged = read(
      'Show the towns of stores with floor area more than 100 and less than 500.',
    );
    expect(ranged.where).toMatchObject([
      { kind: 'compare', op: 'gt', value: 100 },
      { kind: 'compare', op: 'lt', value: 500 },
    ]);
    const either = read('Show the towns of stores with format Mall or Outlet.');
    expect(either.where).toMatchObject([{ kind: 'in', values: ['Mall', 'Outlet'] }]);
  });

  it('reads two values joined by "and" as two sets when the values shown repeat over rows', () => {
    const query = read('Show the towns of stores with format Mall and Outlet.');
    expect(query.where).toMatchObject([
      sameTown(false, [{ kind: 'compare', value: 'Mall' }]),
      sameTown(false, [{ kind: 'compare', value: 'Outlet' }]),
    ]);
    const ids = read('Show the ids of stores with format Mall and Outlet.');
    expect(ids.where).toMatchObject([{ kind: 'in', values: ['Mall', 'Outlet'] }]);
  });

  it('reads years after "both" as two sets ("opened in both 2019 and 2020")', () => {
    const query = read('Which towns have stores opened in both 2019 and 2020?');
    expect(query.where).toMatchObject([
      sameTown(false, [{ kind: 'compare', value: 2019 }]),
      sameTown(false, [{ kind: 'compare', value: 2020 }]),
    ]);
  });

  it('reads a column restated after "and" as the rows had again, not a column shown', () => {
    const query = read(
      'Which towns have both managers with floor area above 500 and managers with floor area below 100?',
    );
    expect(query.select.map((item) => item.expr)).toMatchObject([{ column: 'town' }]);
  });

  it('does not show the column telling the two sets apart', () => {
    const query = read(
      'What are the towns used by both stores founded before 1990 and stores founded after 2005?',
    );
    expect(query.select.map((item) => item.expr)).toEqual([
      expect.objectContaining({ column: 'town' }),
    ]);
    expect(query.where).toMatchObject([
      sameTown(false, [{ kind: 'compare', op: 'lt', value: 1990 }]),
      sameTown(false, [{ kind: 'compare', op: 'gt', value: 2005 }]),
    ]);
  });

  it('gives a comparison naming no column the column compared before it', () => {
    const query = read('Show towns where a store above floor area 500 and a store below 100 are.');
    expect(query.where).toMatchObject([
      sameTown(false, [{ kind: 'compare', op: 'gt', value: 500 }]),
      sameTown(false, [{ kind: 'compare', left: { column: 'floor_area' }, op: 'lt', value: 100 }]),
    ]);
  });

  it('reads a negated value of the focus as values no row with it holds', () => {
    const query = read('What are the towns that do not use the format Kiosk?');
    expect(query.where).toMatchObject([sameTown(true, [{ kind: 'compare', value: 'Kiosk' }])]);
  });

  it('reads a negated row of the focus as values no such row holds', () => {
    const query = read('Show all towns without a store in Outlet format.');
    expect(query.distinct).toBe(true);
    expect(query.where).toMatchObject([sameTown(true, [{ kind: 'compare', value: 'Outlet' }])]);
  });
});

describe('rows without related rows named by a column', () => {
  it('reads a negated column of another table as rows without its rows, not as shown', () => {
    const query = read('Show the ids of stores that do not have any courier.');
    expect(query.select.map((item) => item.expr)).toMatchObject([{ column: 'store_id' }]);
    expect(query.joins).toEqual([]);
    expect(query.where).toMatchObject([
      { kind: 'exists', negate: true, from: { name: 'delivery' }, where: [] },
    ]);
  });
});

describe('a column right after "have"', () => {
  it('names the rows had, not a column to show', () => {
    const query = read('Show the ids of stores that have couriers.');
    expect(query.select.map((item) => item.expr)).toMatchObject([{ column: 'store_id' }]);
    expect(query.where).toMatchObject([
      { kind: 'exists', negate: false, from: { name: 'delivery' } },
    ]);
  });

  it('is still read when a value for it follows', () => {
    const query = read('How many stores have an active value of 1?');
    expect(query.where).toMatchObject([{ kind: 'compare', left: { column: 'active' } }]);
  });
});
