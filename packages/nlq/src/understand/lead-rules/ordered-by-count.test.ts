import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../../test-support/shop-model';
import { understand } from '../understand';

const kennels = testModel({
  tables: [
    table(
      'dogs',
      ['dog_id'],
      [
        ['dog_id', 'integer', 'identifier'],
        ['breed', 'text', 'dimension', ['Beagle', 'Collie', 'Poodle']],
        ['weight', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

function read(question: string): StructuredQuery {
  const answer = understand({ model: kennels, question });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

describe('orderedByCountCue', () => {
  it('orders groups by their count after "sorted by the number of"', () => {
    const query = read('Show each breed and the number of dogs, sorted by the number of dogs.');
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'aggregate', fn: 'count' }, direction: 'asc' },
    ]);
  });

  it('reads "in descending order of the number of" the same way, counting without showing', () => {
    const query = read('List the breeds in descending order of the number of dogs.');
    expect(query.groupBy).toMatchObject([{ kind: 'column', column: 'breed' }]);
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'aggregate', fn: 'count' }, direction: 'desc' },
    ]);
  });
});
