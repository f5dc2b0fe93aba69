import type { SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { shopModel, table, testModel } from '../test-support/shop-model';
import { columnAliases, partialAliases } from './column-aliases';
import { understand } from './understand';

const now = new Date('2026-11-22T12:00:00Z');
const shop = shopModel();

function read(question: string, model: SemanticModel = shop): StructuredQuery {
  const answer = understand({ model, question, now });
  if (answer.status === 'declined') throw new Error(`declined: ${answer.message}`);
  return answer.query;
}

const shown = (query: StructuredQuery) =>
  query.select.map((item) => (item.expr.kind === 'column' ? item.expr.column : item.expr.kind));

/** Shops that keep a count of their products in a column. */
const shops = testModel({
  tables: [
    table(
      'shops',
      ['shop_id'],
      [
        ['shop_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['location', 'text', 'dimension', ['Espoo', 'Turku']],
        ['number_products', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

describe('understand: ordering', () => {
  it('sorts by the column after "sort ... by their"', () => {
    const query = read('Sort customer names by their age in ascending order.');
    expect(shown(query)).toEqual(['name']);
    expect(query.orderBy).toMatchObject([{ direction: 'asc', expr: { column: 'age' } }]);
  });

  it('picks the row whose column "is the largest"', () => {
    const query = read('Find the name and city of the customer whose age is the largest.');
    expect(shown(query)).toEqual(['name', 'city']);
    expect(query.orderBy).toMatchObject([{ direction: 'desc', expr: { column: 'age' } }]);
    expect(query.limit).toBe(1);
  });
});

describe('understand: listing', () => {
  it('shows the rows named with "and the" after a column shown', () => {
    const query = read('Show the names of customers and the products they ordered.');
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { table: 'customers', column: 'name' },
      { table: 'products', column: 'product_name' },
    ]);
  });

  it('shows the rows named with "and their corresponding" or "respective" after a column', () => {
    for (const question of [
      'Show the names of customers and their corresponding products.',
      'Show the names of customers and their respective products.',
    ]) {
      expect(read(question).select.map((item) => item.expr)).toMatchObject([
        { table: 'customers', column: 'name' },
        { table: 'products', column: 'product_name' },
      ]);
    }
  });

  it('reads "number of products" as a column counting them, and "stores" as shops', () => {
    expect(columnAliases(['number', 'product'])).toEqual([['number', 'of', 'product']]);
    expect(columnAliases(['num', 'of', 'staff'])).toEqual([['number', 'of', 'staff']]);
    const query = read('Find the minimum and maximum number of products of all stores.', shops);
    expect(query.from.name).toBe('shops');
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { kind: 'aggregate', fn: 'min', arg: { column: 'number_products' } },
      { kind: 'aggregate', fn: 'max', arg: { column: 'number_products' } },
    ]);
    expect(read('How many different store locations are there?', shops).select[0]?.expr).toEqual({
      kind: 'aggregate',
      fn: 'count_distinct',
      arg: { kind: 'column', table: 'shops', column: 'location' },
    });
  });
});

describe('understand: the year of the event a verb names', () => {
  it('compares "founded after 2008" with the founding year, not another year column', () => {
    const clubs = testModel({
      tables: [
        table(
          'coaches',
          ['coach_id'],
          [
            ['coach_id', 'integer', 'identifier'],
            ['name', 'text', 'dimension'],
            ['year_started', 'integer', 'measure'],
          ],
        ),
        table(
          'teams',
          ['team_id'],
          [
            ['team_id', 'integer', 'identifier'],
            ['team_name', 'text', 'dimension'],
            ['coach_id', 'integer', 'identifier'],
            ['year_founded', 'integer', 'measure'],
          ],
        ),
      ],
      relationships: [
        {
          fromTable: 'teams',
          fromColumns: ['coach_id'],
          toTable: 'coaches',
          toColumns: ['coach_id'],
          kind: 'foreign_key',
          confidence: 1,
        },
      ],
    });
    const query = read('Show the names of coaches who coach teams founded after 2008.', clubs);
    expect(JSON.stringify(query.where)).toContain('"column":"year_founded"');
    expect(JSON.stringify(query.where)).not.toContain('year_started');
  });
});

describe('understand: countries and their languages', () => {
  const atlas = testModel({
    tables: [
      table(
        'countries',
        ['code'],
        [
          ['code', 'text', 'identifier'],
          ['name', 'text', 'dimension'],
          ['government_form', 'text', 'dimension', ['Republic', 'Monarchy']],
          ['life_expectancy', 'decimal', 'measure'],
        ],
      ),
      table(
        'country_languages',
        ['country_code', 'language'],
        [
          ['country_code', 'text', 'identifier'],
          ['language', 'text', 'dimension', ['English', 'Dutch']],
          ['percentage', 'decimal', 'measure'],
        ],
      ),
    ],
    relationships: [
      {
        fromTable: 'country_languages',
        fromColumns: ['country_code'],
        toTable: 'countries',
        toColumns: ['code'],
        kind: 'foreign_key',
        confidence: 1,
      },
    ],
  });

  it('reads "a republic as their form of government" as a filter, not a grouping', () => {
    const query = read('How many countries have a republic as their form of government?', atlas);
    expect(query.groupBy).toEqual([]);
    expect(query.where).toMatchObject([{ value: 'Republic', left: { column: 'government_form' } }]);
  });

  it('ranks by the measure a superlative of another measure stands before', () => {
    const query = read('What is the name of the country with the shortest life expectancy?', atlas);
    expect(query.orderBy).toMatchObject([
      { direction: 'asc', expr: { column: 'life_expectancy' } },
    ]);
  });

  it('does not group by the first column of a key of several columns', () => {
    const query = read('Which language is spoken by the largest number of countries?', atlas);
    expect(query.groupBy).toEqual([
      { kind: 'column', table: 'country_languages', column: 'language' },
    ]);
  });
});

describe('understand: players and their matches', () => {
  const tennis = testModel({
    tables: [
      table(
        'players',
        ['player_id'],
        [
          ['player_id', 'integer', 'identifier'],
          ['first_name', 'text', 'dimension'],
          ['birth_date', 'date', 'time'],
        ],
      ),
      table(
        'matches',
        ['match_id'],
        [
          ['match_id', 'integer', 'identifier'],
          ['winner_id', 'integer', 'identifier'],
          ['winner_age', 'decimal', 'measure'],
          ['year', 'integer', 'time'],
        ],
      ),
    ],
    relationships: [
      {
        fromTable: 'matches',
        fromColumns: ['winner_id'],
        toTable: 'players',
        toColumns: ['player_id'],
        kind: 'foreign_key',
        confidence: 1,
      },
    ],
  });

  it('reads the oldest rows of a table with a birth date as the ones born first', () => {
    const query = read('Find the first name of the oldest player.', tennis);
    expect(query.joins).toEqual([]);
    expect(query.orderBy).toMatchObject([{ direction: 'asc', expr: { column: 'birth_date' } }]);
  });

  it('does not read a verb that loosely names a table ("played") as its rows', () => {
    const query = read('Count the matches that were played in 2013.', tennis);
    expect(query.where).toEqual([
      {
        kind: 'compare',
        left: { kind: 'column', table: 'matches', column: 'year' },
        op: 'eq',
        value: 2013,
      },
    ]);
  });
});

describe('understand: shorter ways to say a longer column name', () => {
  it('names a count column by what it counts and a long name by its last two words', () => {
    expect(partialAliases(['num', 'of', 'staff'])).toEqual([{ words: ['staff'], quality: 0.7 }]);
    expect(partialAliases(['original', 'air', 'date'])).toEqual([
      { words: ['air', 'date'], quality: 0.8 },
    ]);
    expect(partialAliases(['year', 'of', 'birth'])).toEqual([]);
  });

  it('ranks by a count column ("the most staff") and orders by its own "air date"', () => {
    const tv = testModel({
      tables: [
        table(
          'museums',
          ['museum_id'],
          [
            ['museum_id', 'integer', 'identifier'],
            ['name', 'text', 'dimension'],
            ['num_of_staff', 'integer', 'measure'],
          ],
        ),
        table(
          'episodes',
          ['episode_id'],
          [
            ['episode_id', 'integer', 'identifier'],
            ['title', 'text', 'dimension'],
            ['original_air_date', 'date', 'time'],
          ],
        ),
        table(
          'broadcasts',
          ['broadcast_id'],
          [
            ['broadcast_id', 'integer', 'identifier'],
            ['episode_id', 'integer', 'identifier'],
            ['air_date', 'date', 'time'],
          ],
        ),
      ],
      relationships: [
        {
          fromTable: 'broadcasts',
          fromColumns: ['episode_id'],
          toTable: 'episodes',
          toColumns: ['episode_id'],
          kind: 'foreign_key',
          confidence: 1,
        },
      ],
    });
    expect(read('Which museum has the most staff?', tv).orderBy).toMatchObject([
      { direction: 'desc', expr: { column: 'num_of_staff' } },
    ]);
    const ordered = read('List all episode titles ordered by their air date.', tv);
    expect(ordered.orderBy).toMatchObject([
      { expr: { table: 'episodes', column: 'original_air_date' } },
    ]);
    expect(ordered.joins).toEqual([]);
  });

  it('reads "on 1974" as a year, like "in 1974"', () => {
    const query = read(
      'How many matches were there on 2013?',
      testModel({
        tables: [
          table(
            'matches',
            ['match_id'],
            [
              ['match_id', 'integer', 'identifier'],
              ['year', 'integer', 'time'],
            ],
          ),
        ],
        relationships: [],
      }),
    );
    expect(query.where).toMatchObject([{ op: 'eq', value: 2013, left: { column: 'year' } }]);
  });
});
