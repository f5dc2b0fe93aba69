import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

/** A broadcaster's channels, with columns named longer than a question names them. */
const model = testModel({
  tables: [
    table(
      'channels',
      ['channel_id'],
      [
        ['channel_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['owner', 'text', 'dimension'],
        ['rating_in_percent', 'decimal', 'measure'],
        ['launch_year', 'integer', 'measure'],
        ['account_balance', 'decimal', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

function read(question: string) {
  const answer = understand({ model, question });
  if (answer.status === 'declined') throw new Error(answer.message);
  const { select, orderBy } = answer.query;
  return {
    shown: select.map((s) => (s.expr.kind === 'column' ? s.expr.column : s.expr.kind)),
    order: orderBy.map((o) => [
      o.expr.kind === 'column' ? o.expr.column : o.expr.kind,
      o.direction,
    ]),
  };
}

describe('orderings named a few words before their key', () => {
  it('reads "in the decreasing order of their X" as an ordering, not a column to show', () => {
    expect(
      read('List the names of channels in the decreasing order of their launch year.'),
    ).toEqual({ shown: ['name'], order: [['launch_year', 'desc']] });
  });

  it('reads "listed by descending X"', () => {
    expect(read('What are the names of all channels listed by descending launch year?')).toEqual({
      shown: ['name'],
      order: [['launch_year', 'desc']],
    });
  });

  it('orders by the head noun of "sorted by the channel rating"', () => {
    expect(
      read('Give me all the channel names sorted by the channel rating in descending order.'),
    ).toEqual({ shown: ['name'], order: [['rating_in_percent', 'desc']] });
  });

  it('shows what "Sort the X" names and orders by what follows "by"', () => {
    expect(read('Sort the owners of channels by launch year.')).toEqual({
      shown: ['owner'],
      order: [['launch_year', 'asc']],
    });
  });
});
