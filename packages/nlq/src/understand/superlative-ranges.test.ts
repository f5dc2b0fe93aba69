import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

/** Dogs of a kennel, each with an age. */
const model = testModel({
  tables: [
    table(
      'dogs',
      ['dog_id'],
      [
        ['dog_id', 'integer', 'identifier'],
        ['dog_name', 'text', 'dimension'],
        ['age', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

function query(question: string) {
  const answer = understand({ model, question });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

describe('superlatives bounding a range ("from the oldest to the youngest")', () => {
  it('orders every row by the measure instead of keeping the first', () => {
    const read = query('list the dog names from the oldest to the youngest');
    expect(read.orderBy).toMatchObject([{ expr: { column: 'age' }, direction: 'desc' }]);
    expect(read.limit).toBeNull();
  });

  it('still keeps one row for a superlative alone', () => {
    expect(query('the name of the oldest dog').limit).toBe(1);
  });
});
