import type { Condition, StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** A small league: players belong to clubs. */
const model = testModel({
  tables: [
    table(
      'clubs',
      ['club_id'],
      [
        ['club_id', 'integer', 'identifier'],
        ['club_name', 'text', 'dimension'],
        ['region', 'text', 'dimension', ['North', 'South']],
      ],
    ),
    table(
      'players',
      ['player_id'],
      [
        ['player_id', 'integer', 'identifier'],
        ['club_id', 'integer', 'identifier'],
        ['player_name', 'text', 'dimension'],
        ['position', 'text', 'dimension', ['Keeper', 'Striker']],
        ['age', 'integer', 'measure'],
        ['wage', 'decimal', 'measure'],
        ['goals', 'integer', 'measure'],
        ['transfer_fee', 'decimal', 'measure'],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'players',
      fromColumns: ['club_id'],
      toTable: 'clubs',
      toColumns: ['club_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});

const read = (question: string) =>
  understoodQuery(model, question, new Date('2026-11-22T12:00:00Z'));

/** The comparison with an aggregate of other rows in the query's WHERE. */
function comparison(query: StructuredQuery): Extract<Condition, { kind: 'compare_subquery' }> {
  const found = query.where.find((c) => c.kind === 'compare_subquery');
  if (found?.kind !== 'compare_subquery') throw new Error('no compare_subquery');
  return found;
}

describe('understand: a column compared with some or all of other rows', () => {
  it('compares with the smallest value when one row is enough ("than some")', () => {
    const query = read('Which players have a wage higher than some players in position Keeper?');
    const compared = comparison(query);
    expect(compared).toMatchObject({ op: 'gt', subquery: { fn: 'min' } });
    expect(compared.subquery.where).toMatchObject([{ kind: 'compare', value: 'Keeper' }]);
    expect(query.where).toHaveLength(1);
  });

  it('compares with the largest value when every row is meant ("than all", "than any")', () => {
    const all = comparison(read('Players whose wage is greater than the wage of all Strikers'));
    expect(all).toMatchObject({ op: 'gt', subquery: { fn: 'max' } });
    const any = comparison(read('Players whose wage is lower than any Striker'));
    expect(any).toMatchObject({ op: 'lt', subquery: { fn: 'min' } });
  });

  it('reads an extreme named outright over all rows ("below the highest wage")', () => {
    const compared = comparison(read('Names of players whose wage is below the highest wage'));
    expect(compared).toMatchObject({ op: 'lt', subquery: { fn: 'max', where: [] } });
  });

  it('compares the column named with the extreme when none stands before ("than the largest")', () => {
    const compared = comparison(read('Wages of all players that are less than the largest wage'));
    expect(compared).toMatchObject({ op: 'lt', left: { column: 'wage' }, subquery: { fn: 'max' } });
  });

  it('reads a verb of earning as a comparison of pay ("make more than the highest earning")', () => {
    const compared = comparison(
      read('Players who make more than the highest earning player in position Keeper'),
    );
    expect(compared).toMatchObject({ op: 'gt', left: { column: 'wage' }, subquery: { fn: 'max' } });
    expect(compared.subquery.where).toMatchObject([{ kind: 'compare', value: 'Keeper' }]);
  });

  it('reads the column an adjective names ("older than at least one ...")', () => {
    const compared = comparison(read('Players older than at least one player in position Keeper'));
    expect(compared).toMatchObject({ op: 'gt', subquery: { fn: 'min', arg: { column: 'age' } } });
  });

  it('filters the rows averaged by the values read after "average"', () => {
    const compared = comparison(
      read('Players whose wage is below the average wage of players in position Keeper'),
    );
    expect(compared).toMatchObject({ op: 'lt', subquery: { fn: 'avg' } });
    expect(compared.subquery.where).toMatchObject([{ kind: 'compare', value: 'Keeper' }]);
  });

  it('reads the column between a comparative and "than average"', () => {
    const compared = comparison(read('Names of players with a higher wage than average'));
    expect(compared).toMatchObject({ op: 'gt', left: { column: 'wage' }, subquery: { fn: 'avg' } });
  });

  it('reads the averaged column past "number of"', () => {
    const compared = comparison(read('Players who scored more than the average number of goals'));
    expect(compared).toMatchObject({
      op: 'gt',
      left: { column: 'goals' },
      subquery: { fn: 'avg' },
    });
  });

  it('reads "more expensive than" and "cheaper than" as comparisons of the named measure', () => {
    const above = comparison(read('Players more expensive than the average transfer fee'));
    expect(above).toMatchObject({ op: 'gt', left: { column: 'transfer_fee' } });
    const below = comparison(read('Players cheaper than all Strikers'));
    expect(below).toMatchObject({ op: 'lt', subquery: { fn: 'min' } });
  });

  it("tests a value of another table on the compared rows' related rows", () => {
    const compared = comparison(
      read('Players whose wage is above all players of clubs in region North'),
    );
    expect(compared.subquery.where).toMatchObject([
      { kind: 'exists', where: [{ kind: 'compare', value: 'North' }] },
    ]);
  });

  it('reads the column after "average" past one describing word ("the average season goals")', () => {
    const compared = comparison(
      read('Names of players who scored more than the average season goals of all players'),
    );
    expect(compared).toMatchObject({
      op: 'gt',
      left: { column: 'goals' },
      subquery: { fn: 'avg' },
    });
  });
});

/** Films and who directed them. */
const films = testModel({
  tables: [
    table(
      'films',
      ['film_id'],
      [
        ['film_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
        ['director', 'text', 'dimension', ['Spielberg', 'Nolan']],
        ['year', 'integer', 'dimension'],
      ],
    ),
  ],
  relationships: [],
});

describe('understand: a comparison with the latest or earliest of other rows', () => {
  it('compares the time column with its extreme instead of sorting ("after the most recent")', () => {
    const query = understoodQuery(
      films,
      'Titles of films made after the most recent Spielberg film',
      new Date('2026-11-22T12:00:00Z'),
    );
    expect(comparison(query)).toMatchObject({
      op: 'gt',
      left: { column: 'year' },
      subquery: { fn: 'max', where: [{ kind: 'compare', value: 'Spielberg' }] },
    });
    expect(query.orderBy).toEqual([]);
    expect(query.limit).toBeNull();
  });
});

describe('understand: "then" typed for "than"', () => {
  it('reads "higher then all" as "higher than all"', () => {
    const compared = comparison(read('Players with a wage higher then all Strikers'));
    expect(compared).toMatchObject({ op: 'gt', left: { column: 'wage' }, subquery: { fn: 'max' } });
  });
});
