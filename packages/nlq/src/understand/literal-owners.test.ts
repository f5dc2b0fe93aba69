import { describe, expect, it } from 'vitest';
import { compileQuery } from '../compile';
import { refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const now = new Date('2026-11-22T12:00:00Z');

/**
 * A record label: records by bands, songs on records, writers credited for songs. Band names,
 * record titles and writers' names are too many to be known values.
 */
const label = testModel({
  tables: [
    // As many bands as distinct band ids: the records' band id refers to one band each.
    {
      ...table(
        'bands',
        ['band_id'],
        [
          ['band_id', 'integer', 'identifier'],
          ['name', 'text', 'dimension'],
          ['founded', 'integer', 'measure'],
        ],
      ),
      rowCount: 100,
    },
    table(
      'records',
      ['record_id'],
      [
        ['record_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
        ['band_id', 'integer', 'identifier'],
        ['minutes', 'integer', 'measure'],
      ],
    ),
    table(
      'songs',
      ['song_id'],
      [
        ['song_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
      ],
    ),
    table(
      'credits',
      ['song_id', 'writer_id'],
      [
        ['song_id', 'integer', 'identifier'],
        ['writer_id', 'integer', 'identifier'],
      ],
    ),
    table(
      'writers',
      ['writer_id'],
      [
        ['writer_id', 'integer', 'identifier'],
        ['first_name', 'text', 'dimension'],
        ['last_name', 'text', 'dimension'],
      ],
    ),
  ],
  relationships: [
    refers('records', 'band_id', 'bands'),
    refers('credits', 'song_id', 'songs'),
    refers('credits', 'writer_id', 'writers'),
  ],
});

/** The SQL the engine writes for `question`, without its schema prefix. */
function sqlOf(question: string): { sql: string; params: unknown[] } {
  const query = understoodQuery(label, question, now);
  const { sql, params } = compileQuery(query, { dialect: 'duckdb', model: label });
  return { sql: sql.replaceAll('"main".', ''), params };
}

describe("a name said as the rows' owner", () => {
  it('reads "Nightfall\'s records" as records of the band named Nightfall', () => {
    const { sql, params } = sqlOf("List Nightfall's records.");
    expect(sql).toContain('"bands"."name" = ?');
    expect(sql).not.toContain('"records"."title" = ?');
    expect(params).toEqual(['Nightfall']);
  });

  it('reads a name before the plural rows as their owner ("the Nightfall records")', () => {
    expect(sqlOf('What are the titles of all the Nightfall records?').sql).toContain(
      '"bands"."name" = ?',
    );
  });

  it('reads a name after "by" or as the subject of the rows as their owner', () => {
    expect(sqlOf('How many records by Nightfall are there?').sql).toContain('"bands"."name" = ?');
    expect(sqlOf('How many records has Nightfall released?').sql).toContain('"bands"."name" = ?');
  });

  it('reads a name after "in" as the owner of the rows ("records in Nightfall")', () => {
    expect(sqlOf('How many records are in Nightfall?').sql).toContain('"bands"."name" = ?');
  });

  it('keeps a name right after the rows as one of theirs ("the record Dark Sky")', () => {
    const { sql } = sqlOf('How many minutes long is the record Dark Sky?');
    expect(sql).toContain('"records"."title" = ?');
    expect(sql).not.toContain('"bands"');
  });
});

describe('a two-word name of a person', () => {
  it('filters the first and the last name of the people the rows are linked to', () => {
    const { sql, params } = sqlOf('Which songs were written by "Ada Moreau"?');
    expect(sql).toContain('"writers_related"."first_name" = ?');
    expect(sql).toContain('"writers_related"."last_name" = ?');
    expect(params).toEqual(['Ada', 'Moreau']);
  });

  it('splits the name of a person table named right before it', () => {
    const { params } = sqlOf('How many songs did the writer "Ada Moreau" write?');
    expect(params).toEqual(['Ada', 'Moreau']);
  });
});
