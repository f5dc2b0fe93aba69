import type { SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { shopModel, table, testModel } from '../test-support/shop-model';
import { columnAliases } from './column-aliases';
import { understand } from './understand';

const now = new Date('2026-11-22T12:00:00Z');

function read(model: SemanticModel, question: string): StructuredQuery {
  const answer = understand({ model, question, now });
  if (answer.status === 'declined') throw new Error(`declined: ${answer.message}`);
  return answer.query;
}

const shown = (query: StructuredQuery) =>
  query.select.map((item) => (item.expr.kind === 'column' ? item.expr.column : item.expr.kind));

describe('columnAliases', () => {
  it('says a number of a phone line as that phone, and the other way round', () => {
    expect(columnAliases(['cell', 'number'])).toEqual([['cell', 'phone']]);
    expect(columnAliases(['home', 'phone'])).toEqual([['home', 'number']]);
    expect(columnAliases(['order', 'number'])).toEqual([]);
    expect(columnAliases(['cell', 'number', 'extension'])).toEqual([]);
  });
});

describe('understand: the columns a question shows', () => {
  it('reads "mobile phone" as the mobile number, not also the home phone', () => {
    const contacts = testModel({
      tables: [
        table(
          'contacts',
          ['contact_id'],
          [
            ['contact_id', 'integer', 'identifier'],
            ['name', 'text', 'dimension'],
            ['mobile_number', 'text', 'dimension'],
            ['home_phone', 'text', 'dimension'],
          ],
        ),
      ],
      relationships: [],
    });
    expect(shown(read(contacts, 'List the name and mobile phone of all contacts.'))).toEqual([
      'name',
      'mobile_number',
    ]);
  });

  it('shows only the column asked for when it also holds the text searched for', () => {
    const query = read(shopModel(), "What is the status of the orders which has substring 'ship'?");
    expect(shown(query)).toEqual(['status']);
    expect(query.where[0]).toMatchObject({ kind: 'text', left: { column: 'status' } });
  });
});

describe('understand: the table a column is "of"', () => {
  /** Memberships come first and have a student_id labelled like the students' key. */
  const school = testModel({
    tables: [
      table(
        'memberships',
        [],
        [
          ['student_id', 'integer', 'identifier'],
          ['club_id', 'integer', 'identifier'],
        ],
      ),
      table(
        'students',
        ['student_id'],
        [
          ['student_id', 'integer', 'identifier'],
          ['name', 'text', 'dimension'],
          ['age', 'integer', 'measure'],
        ],
      ),
    ],
    relationships: [
      {
        fromTable: 'memberships',
        fromColumns: ['student_id'],
        toTable: 'students',
        toColumns: ['student_id'],
        kind: 'foreign_key',
        confidence: 1,
      },
    ],
  });

  it('reads "the id of students" as the students\' own id', () => {
    const query = read(school, 'Find the id of students.');
    expect(query.from.name).toBe('students');
    expect(shown(query)).toEqual(['student_id']);
  });

  it('compares "older than 20" with the age, not with the column named before it', () => {
    const query = read(school, 'Show the ids of the students older than 20.');
    expect(query.where).toMatchObject([{ op: 'gt', value: 20, left: { column: 'age' } }]);
  });
});
