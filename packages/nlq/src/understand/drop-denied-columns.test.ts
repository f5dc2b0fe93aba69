import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { refers, table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = testModel({
  tables: [
    table(
      'member',
      ['member_id'],
      [
        ['member_id', 'integer', 'identifier'],
        ['member_name', 'text', 'dimension'],
      ],
    ),
    table(
      'plays_games',
      ['member_id', 'game_id'],
      [
        ['member_id', 'integer', 'identifier'],
        ['game_id', 'integer', 'identifier'],
        ['hours_played', 'integer', 'measure'],
      ],
    ),
    table(
      'video_game',
      ['game_id'],
      [
        ['game_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
      ],
    ),
  ],
  relationships: [
    refers('plays_games', 'member_id', 'member'),
    refers('plays_games', 'game_id', 'video_game'),
  ],
});

function read(question: string): StructuredQuery {
  const answer = understand({ model, question, now: new Date('2025-06-01T00:00:00Z') });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

describe('columns of the rows a question denies', () => {
  it('are not shown beside the asked column, nor joined', () => {
    const query = read('What are the ids of all members who are not video game players?');
    expect(query.select.map((item) => item.expr)).toEqual([
      expect.objectContaining({ column: 'member_id' }),
    ]);
    expect(query.joins).toEqual([]);
    expect(query.where).toMatchObject([{ kind: 'exists', negate: true }]);
  });
});
