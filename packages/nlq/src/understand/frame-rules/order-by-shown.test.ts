import { describe, expect, it } from 'vitest';
import { table, testModel } from '../../test-support/shop-model';
import { understoodQuery } from '../../test-support/structured-query';

const kennels = testModel({
  tables: [
    table(
      'dogs',
      ['dog_id'],
      [
        ['dog_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['breed', 'text', 'dimension', ['Beagle', 'Collie', 'Poodle']],
        ['weight', 'decimal', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

const now = new Date('2026-11-27T12:00:00Z');
const read = (question: string) => understoodQuery(kennels, question, now);

describe('keyless orderings (orderByShown, and orderGroupsByCount for counted groups)', () => {
  it('orders groups shown with their count by that count when no key is named', () => {
    const query = read('How many dogs are there of each breed in descending order?');
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'aggregate', fn: 'count' }, direction: 'desc' },
    ]);
  });

  it('orders a count shown beside a column by the count before the column is grouped', () => {
    const query = read(
      'Please show the different breeds and the number of dogs in descending order.',
    );
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'aggregate', fn: 'count' }, direction: 'desc' },
    ]);
  });

  it('reads "ordered from most to least" as an ordering by the count', () => {
    const query = read('What is the number of dogs per breed, ordered from most to least?');
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'aggregate', fn: 'count' }, direction: 'desc' },
    ]);
  });

  it('keeps the top few counted groups by the largest counts', () => {
    const query = read('Show the breeds and the number of dogs of the top 2 breeds.');
    expect(query.limit).toBe(2);
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'aggregate', fn: 'count' }, direction: 'desc' },
    ]);
  });

  it('keeps an alphabetical order on the first column shown', () => {
    const query = read('Show the breeds and the number of dogs in alphabetical order.');
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'column', column: 'breed' }, direction: 'asc' },
    ]);
  });

  it('reads "sorted descending" with no key as an order on the first column shown', () => {
    const query = read('What is the name of each dog, sorted descending?');
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'column', column: 'name' }, direction: 'desc' },
    ]);
  });

  it('lists a lone total asked in order as the column itself', () => {
    const query = read('List the total weight of dogs in ascending order.');
    expect(query.select).toMatchObject([{ expr: { kind: 'column', column: 'weight' } }]);
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'column', column: 'weight' }, direction: 'asc' },
    ]);
  });
});
