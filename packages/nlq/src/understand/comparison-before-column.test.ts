import { describe, expect, it } from 'vitest';
import { shopModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const model = shopModel();

const now = new Date('2026-01-01T00:00:00Z');
const where = (question: string) => understoodQuery(model, question, now).where;

describe('a comparison before "the <column> of <number>"', () => {
  it('compares the column with the number after "of"', () => {
    expect(where('List the customers above the age of 30.')).toMatchObject([
      { kind: 'compare', op: 'gt', left: { column: 'age' } },
    ]);
  });

  it('leaves "or below" to the comparison after it', () => {
    expect(where('List the customers above the age of 60 or below the age of 20.')).toMatchObject([
      {
        kind: 'or',
        conditions: [
          { kind: 'compare', op: 'gt', left: { column: 'age' } },
          { kind: 'compare', op: 'lt', left: { column: 'age' } },
        ],
      },
    ]);
  });

  it('reads the comparison before "a <column> of <number>"', () => {
    expect(where('List the customers who have at least an age of 30.')).toMatchObject([
      { kind: 'compare', op: 'gte', left: { column: 'age' } },
    ]);
  });

  it('reads the comparison before "the <column> <number>"', () => {
    expect(where('List the products sold above the price 20.')).toMatchObject([
      { kind: 'compare', op: 'gt', left: { column: 'price' } },
    ]);
  });

  it('still reads "<column> of 30 or more" as at least', () => {
    expect(where('List the customers with an age of 30 or more.')).toMatchObject([
      { kind: 'compare', op: 'gte', left: { column: 'age' } },
    ]);
  });
});
