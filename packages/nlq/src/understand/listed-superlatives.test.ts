import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = testModel({
  tables: [
    table(
      'pupil',
      ['pupil_id'],
      [
        ['pupil_id', 'integer', 'identifier'],
        ['surname', 'text', 'dimension', ['Smith', 'Jones']],
        ['gender', 'text', 'dimension', ['F', 'M']],
        ['age', 'integer', 'measure'],
      ],
    ),
    table(
      'flat',
      ['flat_id'],
      [
        ['flat_id', 'integer', 'identifier'],
        ['flat_type', 'text', 'dimension', ['Studio', 'Duplex']],
        ['room_count', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

function read(question: string) {
  const answer = understand({ model, question, now: new Date('2025-06-01T00:00:00Z') });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

describe('superlatives listed with aggregates of one measure', () => {
  it('reads "the average and oldest age" as two aggregates of age, not a sort', () => {
    const query = read('What is the average and oldest age of pupils?');
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { kind: 'aggregate', fn: 'avg' },
      { kind: 'aggregate', fn: 'max' },
    ]);
    expect(query.limit ?? null).toBeNull();
  });

  it('reads "the youngest and oldest age" as the minimum and the maximum', () => {
    const query = read('What is the youngest and oldest age of pupils?');
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { kind: 'aggregate', fn: 'min' },
      { kind: 'aggregate', fn: 'max' },
    ]);
    expect(query.orderBy ?? []).toEqual([]);
  });

  it('still ranks by "the oldest age" said alone', () => {
    const query = read('Which pupil has the oldest age?');
    expect(query.limit).toBe(1);
  });

  it('reads "along with the maximum and minimum" as aggregates, not a relative clause', () => {
    const query = read(
      'Return each flat type along with the maximum and minimum room count among each type.',
    );
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { column: 'flat_type' },
      { kind: 'aggregate', fn: 'max' },
      { kind: 'aggregate', fn: 'min' },
    ]);
  });
});
