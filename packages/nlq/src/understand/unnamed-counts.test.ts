import { describe, expect, it } from 'vitest';
import { refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/**
 * A library's catalog whose rows are books though no table is called "books"; peaks measured by
 * height; parties whose delegates are listed by name in a table of seats.
 */
const model = testModel({
  tables: [
    table(
      'catalog_entries',
      ['entry_id'],
      [
        ['entry_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
        ['publisher', 'text', 'dimension', ['Orbit', 'Tor', 'Gollancz']],
        ['genre', 'text', 'dimension', ['Fantasy', 'Horror', 'Mystery']],
        ['release_year', 'integer', 'time'],
      ],
    ),
    table(
      'peaks',
      ['peak_id'],
      [
        ['peak_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['height', 'decimal', 'measure'],
        ['prominence', 'decimal', 'measure'],
      ],
    ),
    table(
      'parties',
      ['party_id'],
      [
        ['party_id', 'integer', 'identifier'],
        ['party_name', 'text', 'dimension'],
      ],
    ),
    table(
      'seats',
      ['seat_id'],
      [
        ['seat_id', 'integer', 'identifier'],
        ['party_id', 'integer', 'identifier'],
        ['delegate', 'text', 'dimension'],
        ['votes', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [refers('seats', 'party_id', 'parties')],
});
const now = new Date('2026-11-27T12:00:00Z');

const countOrder = (direction: 'asc' | 'desc') => [
  { expr: { kind: 'aggregate', fn: 'count' }, direction },
];

describe('understand: rows counted under a noun that names nothing of the model', () => {
  it('keeps the category with the most rows ("the publisher with the most books")', () => {
    const query = understoodQuery(model, 'Which publisher has the most books?', now);
    expect(query.from.name).toBe('catalog_entries');
    expect(query.groupBy).toMatchObject([{ column: 'publisher' }]);
    expect(query.orderBy).toMatchObject(countOrder('desc'));
    expect(query.limit).toBe(1);
  });

  it('reads "the least" of such a noun as the fewest rows', () => {
    const query = understoodQuery(model, 'Find the genre that has the least novels.', now);
    expect(query.groupBy).toMatchObject([{ column: 'genre' }]);
    expect(query.orderBy).toMatchObject(countOrder('asc'));
  });

  it('does not read "at least two books" as a superlative but as a count of rows', () => {
    const query = understoodQuery(model, 'Which publishers have at least two books?', now);
    expect(query.groupBy).toMatchObject([{ column: 'publisher' }]);
    expect(query.having).toMatchObject([{ op: 'gte', value: 2 }]);
    expect(query.limit).toBeNull();
  });

  it('does not read "at least twice" as the fewest but as a count of rows', () => {
    const query = understoodQuery(
      model,
      'Which genres are used at least twice across all catalog entries?',
      now,
    );
    expect(query.having).toMatchObject([{ op: 'gte', value: 2 }]);
    expect(query.limit).toBeNull();
  });

  it('counts "more than 2 corresponding" rows of each shown value', () => {
    const query = understoodQuery(model, 'What genres have more than 2 corresponding novels?', now);
    expect(query.groupBy).toMatchObject([{ column: 'genre' }]);
    expect(query.having).toMatchObject([{ op: 'gt', value: 2 }]);
  });

  it('shows a count per category for "the number of books for each publisher"', () => {
    const query = understoodQuery(
      model,
      'Show all publishers and the number of books for each publisher.',
      now,
    );
    expect(query.select).toContainEqual(
      expect.objectContaining({
        expr: expect.objectContaining({ kind: 'aggregate', fn: 'count' }),
      }),
    );
    expect(query.groupBy).toMatchObject([{ column: 'publisher' }]);
  });
});

describe('understand: superlatives over names and over the rows themselves', () => {
  it('counts the rows naming a text column after "the most" ("the most delegates")', () => {
    const query = understoodQuery(
      model,
      'Show the name of the party that has the most delegates.',
      now,
    );
    expect(query.from.name).toBe('parties');
    expect(query.joins.map((join) => join.table.name)).toEqual(['seats']);
    expect(query.orderBy).toMatchObject(countOrder('desc'));
  });

  it('counts the rows naming a text column after "the largest number of"', () => {
    const query = understoodQuery(model, 'Which party has the largest number of delegates?', now);
    expect(query.joins.map((join) => join.table.name)).toEqual(['seats']);
    expect(query.orderBy).toMatchObject(countOrder('desc'));
  });

  it('still ranks by a number column after "the most" ("the most votes")', () => {
    const query = understoodQuery(model, 'Show the delegate with the most votes.', now);
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'column', column: 'votes' }, direction: 'desc' },
    ]);
  });

  it('ranks "the highest peak" by its height, not by a count of peaks', () => {
    const query = understoodQuery(model, 'What is the name of the highest peak?', now);
    expect(query.groupBy).toEqual([]);
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'column', column: 'height' }, direction: 'desc' },
    ]);
    expect(query.limit).toBe(1);
  });

  it('reads "at least a delegate" as no minimum of delegates', () => {
    const query = understoodQuery(model, 'List the parties that have at least a delegate.', now);
    expect(query.select.map((item) => item.expr)).not.toContainEqual(
      expect.objectContaining({ fn: 'min' }),
    );
  });

  it('orders rows shown by their name "in alphabetical order"', () => {
    const query = understoodQuery(model, 'List all the parties in alphabetical order.', now);
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'column', column: 'party_name' }, direction: 'asc' },
    ]);
  });
});
