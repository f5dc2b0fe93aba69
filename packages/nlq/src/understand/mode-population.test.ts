import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';
import { understoodQuery } from '../test-support/structured-query';

const now = new Date('2026-11-22T12:00:00Z');

/** Songs of genres, and lineups naming a player and the position played. */
const music = testModel({
  tables: [
    table(
      'genres',
      ['genre_id'],
      [
        ['genre_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
      ],
    ),
    table(
      'songs',
      ['song_id'],
      [
        ['song_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
        ['genre_id', 'integer', 'identifier'],
      ],
    ),
    table(
      'lineups',
      ['lineup_id'],
      [
        ['lineup_id', 'integer', 'identifier'],
        ['player', 'text', 'dimension', ['Ann', 'Bo', 'Cy']],
        ['position', 'text', 'dimension', ['Wing', 'Back']],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'songs',
      fromColumns: ['genre_id'],
      toTable: 'genres',
      toColumns: ['genre_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});

describe('understand: the rows a frequency is taken over', () => {
  it('ranks by how many rows of a table said after "most common across"', () => {
    const question = 'Find the name of the genre that is most common across all songs.';
    expect(shownColumns(music, question)).toEqual(['name']);
    const query = understoodQuery(music, question, now);
    expect(query.limit).toBe(1);
    expect(query.orderBy[0]).toMatchObject({ direction: 'desc', expr: { kind: 'aggregate' } });
  });

  it('does not group by a column said after "most common among"', () => {
    const question = 'What is the position that is most common among players in lineups?';
    expect(shownColumns(music, question)).toEqual(['position']);
    expect(understoodQuery(music, question, now).groupBy).toHaveLength(1);
  });
});
