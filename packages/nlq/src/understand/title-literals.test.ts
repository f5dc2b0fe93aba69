import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

/** Films of an archive; titles are too many to be known values. */
const model = testModel({
  tables: [
    table(
      'films',
      ['film_id'],
      [
        ['film_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
        ['director', 'text', 'dimension'],
        ['minutes', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

/** The values the where clause compares with. */
function comparedValues(question: string): unknown[] {
  const answer = understand({ model, question });
  if (answer.status === 'declined') throw new Error(answer.message);
  const { where }: StructuredQuery = answer.query;
  return where.flatMap((condition) => {
    if (condition.kind === 'compare') return [condition.value];
    if (condition.kind === 'in') return condition.values;
    return [];
  });
}

describe('a title written with small words inside', () => {
  it('reads "Dance of the Robots" as one value', () => {
    expect(comparedValues('How many minutes long is the film Dance of the Robots?')).toEqual([
      'Dance of the Robots',
    ]);
  });

  it('reads "Fast As a Comet" as one value', () => {
    expect(comparedValues('Who directed the film Fast As a Comet?')).toEqual(['Fast As a Comet']);
  });

  it('keeps two titles joined by "or" apart', () => {
    expect(comparedValues('Which films have the title Paris or Lyon?')).toEqual(['Paris', 'Lyon']);
  });
});
