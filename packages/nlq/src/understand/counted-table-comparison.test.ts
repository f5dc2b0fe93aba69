import { describe, expect, it } from 'vitest';
import { refers, table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

/** Albums and their tracks. */
const music = testModel({
  tables: [
    table(
      'albums',
      ['album_id'],
      [
        ['album_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
      ],
    ),
    table(
      'tracks',
      ['track_id'],
      [
        ['track_id', 'integer', 'identifier'],
        ['album_id', 'integer', 'identifier'],
        ['milliseconds', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [refers('tracks', 'album_id', 'albums')],
});

describe('understand: "the number of <rows> greater than N"', () => {
  it('keeps the rows whose related rows number more than N, without showing the count', () => {
    const answer = understand({
      model: music,
      question: 'List the title of albums with the number of tracks greater than 10.',
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.select.map(({ expr }) => expr.kind)).toEqual(['column']);
    expect(answer.query.having).toMatchObject([{ kind: 'compare', op: 'gt', value: 10 }]);
  });
});
