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

  it('says a date of birth as a birthday, keeping the words before it', () => {
    expect(columnAliases(['employee', 'date', 'of', 'birth'])).toEqual([
      ['employee', 'birth', 'date'],
      ['employee', 'birthday'],
      ['employee', 'birthdate'],
    ]);
    expect(columnAliases(['birthday'])).toContainEqual(['date', 'of', 'birth']);
    expect(columnAliases(['birth', 'place'])).toEqual([]);
  });

  it('says a name ending in a unit without the unit', () => {
    expect(columnAliases(['net', 'worth', 'million'])).toEqual([['net', 'worth']]);
    expect(columnAliases(['weight', 'in', 'kg'])).toEqual([['weight']]);
    expect(columnAliases(['kg'])).toEqual([]);
    expect(columnAliases(['order', 'date'])).toEqual([]);
  });

  it("says a part of a person's name in its other words", () => {
    expect(columnAliases(['forename'])).toContainEqual(['first', 'name']);
    expect(columnAliases(['family', 'name'])).toContainEqual(['surname']);
    expect(columnAliases(['last', 'name'])).not.toContainEqual(['last', 'name']);
    expect(columnAliases(['pet', 'name'])).toEqual([]);
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

  it('reads a three-word name ending in "code" said without it ("star rating")', () => {
    const hotels = testModel({
      tables: [
        table(
          'hotels',
          ['hotel_id'],
          [
            ['hotel_id', 'integer', 'identifier'],
            ['star_rating_code', 'text', 'dimension'],
            ['price_range', 'decimal', 'measure'],
          ],
        ),
      ],
      relationships: [],
    });
    expect(shown(read(hotels, 'Show the id and star rating of each hotel.'))).toEqual([
      'hotel_id',
      'star_rating_code',
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

describe('understand: a list of columns "of" or "for" one table', () => {
  it('reads every column listed before "for all customers" as the customers\'', () => {
    const query = read(
      shopModel(),
      'Show the name and city for all customers and the number of products for each customer.',
    );
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { table: 'customers', column: 'name' },
      { table: 'customers', column: 'city' },
      { kind: 'aggregate', fn: 'count' },
    ]);
  });
});

describe('understand: names, possessives and listed numbers of one table', () => {
  const artists = testModel({
    tables: [
      table(
        'artists',
        ['artist_id'],
        [
          ['artist_id', 'integer', 'identifier'],
          ['name', 'text', 'dimension'],
          ['birth_year', 'integer', 'measure'],
          ['net_worth_millions', 'decimal', 'measure'],
          ['citizenship', 'text', 'dimension', ['France', 'Chile']],
        ],
      ),
    ],
    relationships: [],
  });

  it('reads a column by its name without the unit', () => {
    const query = read(artists, 'What is the name of the artist with the largest net worth?');
    expect(query.orderBy[0]).toMatchObject({ expr: { column: 'net_worth_millions' } });
  });

  it('reads "X\'s column" as the column of the row named X', () => {
    const query = read(artists, "What is Maria Lopez's net worth?");
    expect(shown(query)).toEqual(['net_worth_millions']);
    expect(query.where).toMatchObject([{ value: 'Maria Lopez', left: { column: 'name' } }]);
  });

  it('reads "whose name is X" after "the citizenship of the artist" as the artist\'s name', () => {
    const query = read(
      artists,
      "What is the citizenship of the artist whose name is 'Maria Lopez'?",
    );
    expect(shown(query)).toEqual(['citizenship']);
    expect(query.where).toMatchObject([{ value: 'Maria Lopez', left: { column: 'name' } }]);
  });

  it('reads "either 1948 or 1949" as either value of the column before it', () => {
    const query = read(
      artists,
      'Show the name of artists whose birth year is either 1948 or 1949?',
    );
    expect(query.where).toMatchObject([{ kind: 'in', left: { column: 'birth_year' } }]);
    const born = read(artists, 'What are the names of the artists born in either 1948 or 1949?');
    expect(born.where).toMatchObject([{ kind: 'in', left: { column: 'birth_year' } }]);
  });
});

describe('understand: words of origin', () => {
  it('reads "Japanese customers" as customers in Japan, "German" as Germany', () => {
    const shop = shopModel();
    expect(read(shop, 'How many Japanese customers are there?').where).toMatchObject([
      { value: 'Japan', left: { column: 'country' } },
    ]);
    expect(read(shop, 'List the names of German customers.').where).toMatchObject([
      { value: 'Germany', left: { column: 'country' } },
    ]);
  });
});
