import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = testModel({
  tables: [
    table(
      'branch',
      ['branch_id'],
      [
        ['branch_id', 'integer', 'identifier'],
        ['branch_name', 'text', 'dimension'],
        ['city', 'text', 'dimension', ['Springfield', 'Shelbyville', 'Ogdenville']],
        ['state', 'text', 'dimension', ['Oregon', 'Ohio', 'Texas']],
      ],
    ),
  ],
  relationships: [],
});

function read(question: string): StructuredQuery {
  const answer = understand({ model, question, now: new Date('2025-06-01T00:00:00Z') });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

const both = (city: string, state: string) => ({
  kind: 'and',
  conditions: [
    { kind: 'compare', left: { column: 'city' }, value: city },
    { kind: 'compare', left: { column: 'state' }, value: state },
  ],
});

describe('two pairs of values joined by "or"', () => {
  it('hold either pair whole', () => {
    const query = read(
      'Find the names of the branches in Springfield, Oregon or in Shelbyville, Texas.',
    );
    expect(query.where).toMatchObject([
      { kind: 'or', conditions: [both('Springfield', 'Oregon'), both('Shelbyville', 'Texas')] },
    ]);
  });
});
