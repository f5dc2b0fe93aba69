import { describe, expect, it } from 'vitest';
import { type ColumnSpec, keyed, refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const id = (name: string): ColumnSpec => [name, 'integer', 'identifier'];
const text = (name: string): ColumnSpec => [name, 'text', 'dimension'];

/**
 * A gallery: painters show at exhibits, each exhibit part of an art fair; tutors keep notes on
 * painters and give them sessions with a start and an end.
 */
const model = testModel({
  tables: [
    table(
      'painter',
      ['painter_id'],
      [id('painter_id'), text('name'), ['age', 'integer', 'measure']],
    ),
    table('exhibit', ['exhibit_id'], [id('exhibit_id'), id('painter_id')]),
    table('art_fair', ['fair_id'], [id('fair_id'), text('art_fair'), id('exhibit_id')]),
    keyed('tutor', 'tutor_id', [text('last_name')]),
    table(
      'tutor_note',
      ['note_id'],
      [id('note_id'), id('tutor_id'), ['date_of_note', 'date', 'time']],
    ),
    table(
      'session',
      ['session_id'],
      [
        id('session_id'),
        id('tutor_id'),
        ['datetime_session_start', 'timestamp', 'time'],
        ['datetime_session_end', 'timestamp', 'time'],
      ],
    ),
  ],
  relationships: [
    refers('exhibit', 'painter_id', 'painter'),
    refers('art_fair', 'exhibit_id', 'exhibit'),
    refers('tutor_note', 'tutor_id', 'tutor'),
    refers('session', 'tutor_id', 'tutor'),
  ],
});
const now = new Date('2026-11-22T12:00:00Z');

const read = (question: string) => understoodQuery(model, question, now);

describe('understand: a word naming a far column by a part of its name', () => {
  it('reads "art painters" as painters, showing no art fair', () => {
    const query = read('List the age of all art painters.');
    expect(query.joins).toEqual([]);
    expect(query.select.map((item) => item.expr)).toMatchObject([{ column: 'age' }]);
  });

  it('reads "start and end dates" as two columns, joining no notes for a date', () => {
    const query = read(
      'Find the start and end dates of sessions of tutors with last name "Shultz".',
    );
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { column: 'datetime_session_start' },
      { column: 'datetime_session_end' },
    ]);
    expect(query.joins.map((join) => join.table.name)).toEqual(['tutor']);
  });

  it('still shows a far column the word alone asks for', () => {
    const query = read('List the dates of all notes.');
    expect(query.select.map((item) => item.expr)).toMatchObject([{ column: 'date_of_note' }]);
  });
});
