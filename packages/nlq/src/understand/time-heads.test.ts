import { describe, expect, it } from 'vitest';
import { keyed, refers, table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

// Shows have a launch year and a premiere day; only their screenings have a date and a year.
const model = testModel({
  tables: [
    keyed('show', 'show_id', [
      ['title', 'text', 'dimension', ['Dawn', 'Dusk']],
      ['launch', 'integer', 'measure'],
      ['premiere_day', 'integer', 'measure'],
    ]),
    table(
      'screening',
      ['screening_id'],
      [
        ['screening_id', 'integer', 'identifier'],
        ['show_id', 'integer', 'identifier'],
        ['date', 'date', 'time'],
        ['year', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [refers('screening', 'show_id', 'show')],
});

function read(question: string) {
  const answer = understand({ model, question, now: new Date('2025-06-01T00:00:00Z') });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

describe('a time word after a word naming a column', () => {
  it('reads "launch date" as the launch column, not the screenings\' date', () => {
    const query = read('List the show titles sorted by launch date.');
    expect(query.from.name).toBe('show');
    expect(query.joins).toEqual([]);
    expect(query.orderBy.map((order) => order.expr)).toMatchObject([{ column: 'launch' }]);
  });

  it('reads "premiere year" as the premiere day, not the screenings\' year', () => {
    const query = read('Show the title and premiere year of every show.');
    expect(query.joins).toEqual([]);
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { column: 'title' },
      { column: 'premiere_day' },
    ]);
  });

  it('keeps a time word listed after a comma as its own column', () => {
    const query = read('Show the launch, date of all screenings.');
    const columns = query.select.map((item) => item.expr);
    expect(columns).toContainEqual(expect.objectContaining({ column: 'date' }));
  });
});
