import { describe, expect, it } from 'vitest';
import { refers, table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

/** Teams have players; a player's position is a coded value. */
const model = testModel({
  tables: [
    table(
      'teams',
      ['team_id'],
      [
        ['team_id', 'integer', 'identifier'],
        ['team_name', 'text', 'dimension'],
      ],
    ),
    table(
      'players',
      ['player_id'],
      [
        ['player_id', 'integer', 'identifier'],
        ['team_id', 'integer', 'identifier'],
        ['position', 'text', 'dimension', ['goalkeeper', 'striker']],
      ],
    ),
  ],
  relationships: [refers('players', 'team_id', 'teams')],
});

function query(question: string) {
  const answer = understand({ model, question });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

describe('a counting superlative before values and then their table', () => {
  it('ranks by the count of the rows named after the values ("the most striker players")', () => {
    const read = query('Which team has the most striker players?');
    expect(read.where).toMatchObject([{ kind: 'compare', value: 'striker' }]);
    expect(read.orderBy).toMatchObject([{ expr: { kind: 'aggregate', fn: 'count' } }]);
    expect(read.orderBy[0]?.direction).toBe('desc');
    expect(read.limit).toBe(1);
  });

  it('reads "the fewest" the same way, lowest first', () => {
    const read = query('Which team has the fewest goalkeeper players?');
    expect(read.orderBy[0]?.direction).toBe('asc');
    expect(read.limit).toBe(1);
  });
});
