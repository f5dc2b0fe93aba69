import { describe, expect, it } from 'vitest';
import { shopModel, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const now = new Date('2026-11-27T12:00:00Z');
const ask = (question: string, model = shopModel()) => understoodQuery(model, question, now);

const countOrder = (direction: string) => [{ expr: { kind: 'aggregate', fn: 'count' }, direction }];

describe('groups shown with their count, ordered', () => {
  it('orders by the count the ordering words name', () => {
    const query = ask(
      'Please show the cities of customers in descending order of the number of customers.',
    );
    expect(query.orderBy).toMatchObject(countOrder('desc'));
  });

  it('orders by the count when the ordering words name nothing', () => {
    const query = ask('What is the number of customers per country, ordered from most to least?');
    expect(query.orderBy).toMatchObject(countOrder('desc'));
  });

  it('keeps an ordering that names a column', () => {
    const query = ask('Show each city with the number of customers, ordered by city.');
    expect(query.orderBy).toMatchObject([{ expr: { kind: 'column', column: 'city' } }]);
  });

  it('keeps a column whose name is a number of things', () => {
    const model = testModel({
      tables: [
        table(
          'regions',
          ['region_id'],
          [
            ['region_id', 'integer', 'identifier'],
            ['country', 'text', 'dimension'],
            ['number_towns', 'integer', 'measure'],
          ],
        ),
      ],
      relationships: [],
    });
    const query = ask(
      'What are the countries for each region ordered by decreasing number of towns?',
      model,
    );
    expect(query.orderBy).toMatchObject([
      { expr: { kind: 'column', column: 'number_towns' }, direction: 'desc' },
    ]);
  });
});
