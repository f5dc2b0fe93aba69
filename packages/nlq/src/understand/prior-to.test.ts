import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

/** Exhibitions of a gallery, each held in a year. */
const model = testModel({
  tables: [
    table(
      'exhibitions',
      ['exhibition_id'],
      [
        ['exhibition_id', 'integer', 'identifier'],
        ['theme', 'text', 'dimension'],
        ['year', 'integer', 'dimension'],
      ],
    ),
  ],
  relationships: [],
});

describe('"prior to" before a number', () => {
  it('bounds the year from above, as "before" does', () => {
    const answer = understand({ model, question: 'themes of exhibitions held prior to 2009' });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.where).toMatchObject([
      { kind: 'compare', left: { column: 'year' }, op: 'lt', value: 2009 },
    ]);
  });
});
