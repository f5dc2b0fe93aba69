import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = testModel({
  tables: [
    table(
      'flight',
      ['flight_id'],
      [
        ['flight_id', 'integer', 'identifier'],
        ['origin', 'text', 'dimension', ['Chicago', 'Honolulu']],
        ['departure_date', 'date', 'time'],
        ['arrival_date', 'date', 'time'],
        ['boarding_date', 'date', 'time'],
      ],
    ),
    table(
      'party',
      ['party_id'],
      [
        ['party_id', 'integer', 'identifier'],
        ['theme', 'text', 'dimension', ['Spring', 'Summer']],
        ['first_year', 'integer', 'measure'],
        ['last_year', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

function read(question: string) {
  const answer = understand({ model, question, now: new Date('2025-06-01T00:00:00Z') });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

describe('names sharing a head noun, and periods that are names', () => {
  it('reads "departure and arrival dates" as both date columns', () => {
    const query = read('What are the departure and arrival dates of all flights from Chicago?');
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { column: 'departure_date' },
      { column: 'arrival_date' },
    ]);
  });

  it('reads each word listed by commas before "and" with the shared head noun', () => {
    const query = read('What are the boarding, departure, and arrival dates of all flights?');
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { column: 'boarding_date' },
      { column: 'departure_date' },
      { column: 'arrival_date' },
    ]);
  });

  it('reads "last year" as the column of that name, not as a period', () => {
    const query = read('Show the first year and last year of parties with theme "Spring"');
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { column: 'first_year' },
      { column: 'last_year' },
    ]);
    expect(query.where).toMatchObject([{ kind: 'compare', value: 'Spring' }]);
  });
});
