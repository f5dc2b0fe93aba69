import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { shopModel, table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = shopModel();
const now = new Date('2026-11-22T12:00:00Z');

function read(question: string): StructuredQuery {
  const answer = understand({ model, question, now });
  if (answer.status === 'declined') throw new Error(`declined: ${answer.message}`);
  return answer.query;
}

describe('understand: counting phrases', () => {
  it('reads "numbers of" as a count, like "number of"', () => {
    const query = read('Show the names of customers and numbers of orders for each.');
    expect(query.select.map((item) => item.expr)).toEqual([
      { kind: 'column', table: 'customers', column: 'name' },
      { kind: 'aggregate', fn: 'count', arg: null },
    ]);
    expect(query.groupBy).toContainEqual({
      kind: 'column',
      table: 'customers',
      column: 'customer_id',
    });
  });
});

describe('understand: rows named after one of their values', () => {
  it('counts "dog pets" as pets whose type is dog, not the table named later', () => {
    const pets = testModel({
      tables: [
        table(
          'students',
          ['student_id'],
          [
            ['student_id', 'integer', 'identifier'],
            ['sex', 'text', 'dimension', ['F', 'M']],
          ],
        ),
        table(
          'pets',
          ['pet_id'],
          [
            ['pet_id', 'integer', 'identifier'],
            ['student_id', 'integer', 'identifier'],
            ['pet_type', 'text', 'dimension', ['cat', 'dog']],
          ],
        ),
      ],
      relationships: [
        {
          fromTable: 'pets',
          fromColumns: ['student_id'],
          toTable: 'students',
          toColumns: ['student_id'],
          kind: 'foreign_key',
          confidence: 1,
        },
      ],
    });
    const answer = understand({
      model: pets,
      question: 'How many dog pets are raised by students?',
      now,
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.from.name).toBe('pets');
    expect(answer.query.select[0]?.expr).toMatchObject({ kind: 'aggregate', fn: 'count' });
    expect(answer.query.where[0]).toMatchObject({ value: 'dog', left: { column: 'pet_type' } });
  });
});
