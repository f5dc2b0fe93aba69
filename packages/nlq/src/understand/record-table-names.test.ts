import { describe, expect, it } from 'vitest';
import { keyed, refers, table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

// Cities host chess tournaments; `tournament_record` keeps each player's result in one.
const model = testModel({
  tables: [
    keyed('city', 'city_id', [['city_name', 'text', 'dimension', ['Oslo', 'Riga']]]),
    keyed('chess_tournament', 'tournament_id', [
      ['host_city_id', 'integer', 'identifier'],
      ['theme', 'text', 'dimension', ['Blitz', 'Rapid']],
    ]),
    table(
      'tournament_record',
      ['tournament_id', 'player_id'],
      [
        ['tournament_id', 'integer', 'identifier'],
        ['player_id', 'integer', 'identifier'],
        ['rank', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [
    refers('chess_tournament', 'host_city_id', 'city', 'city_id'),
    refers('tournament_record', 'tournament_id', 'chess_tournament'),
  ],
});

describe('a record table named after the rows its key points at', () => {
  it('counts the tournaments, not their records, for "more than two tournaments"', () => {
    const answer = understand({
      model,
      question: 'What are the names of cities that have hosted more than two tournaments?',
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    const tables = [answer.query.from.name, ...answer.query.joins.map((j) => j.table.name)];
    expect(tables.sort()).toEqual(['chess_tournament', 'city']);
  });
});
