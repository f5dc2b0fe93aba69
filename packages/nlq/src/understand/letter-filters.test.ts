import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

/** A choir's singers. */
const model = testModel({
  tables: [
    table(
      'singers',
      ['singer_id'],
      [
        ['singer_id', 'integer', 'identifier'],
        ['first_name', 'text', 'dimension'],
        ['voice', 'text', 'dimension', ['Alto', 'Tenor', 'Bass']],
      ],
    ),
  ],
  relationships: [],
});

/** The text matches of the where clause as `column op value`. */
function textMatches(question: string): string[] {
  const answer = understand({ model, question });
  if (answer.status === 'declined') throw new Error(answer.message);
  const { where }: StructuredQuery = answer.query;
  return where.flatMap((condition) =>
    condition.kind === 'text'
      ? [`${condition.left.column} ${condition.op} ${condition.value}`]
      : [],
  );
}

describe('a single letter to match', () => {
  it('matches a lower-case letter anywhere in the column named after it', () => {
    expect(textMatches('Which singers have the letter a in their first names?')).toEqual([
      'first_name contains a',
    ]);
  });

  it('keeps the operator said before "the letter"', () => {
    expect(textMatches('List the singers whose first name is ending with the letter m.')).toEqual([
      'first_name ends_with m',
    ]);
  });
});
