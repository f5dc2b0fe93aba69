import { describe, expect, it } from 'vitest';
import { shopModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const model = shopModel();

const now = new Date('2026-11-27T12:00:00Z');
const ask = (question: string) => understoodQuery(model, question, now);

describe('a distinct word before the rows named', () => {
  it('lists the shown values of "all distinct customers" once each', () => {
    const query = ask('List the names of all distinct customers in alphabetical order.');
    expect(query.select).toMatchObject([{ expr: { column: 'name' } }]);
    expect(query.distinct).toBe(true);
  });

  it('lists "the different customers" once each', () => {
    expect(ask('What are the cities of the different customers?').distinct).toBe(true);
  });

  it('leaves rows after a number of different things alone', () => {
    const query = ask(
      'What are the names of customers who placed orders for two different products?',
    );
    expect(query.distinct).toBe(false);
  });

  it('leaves rows ranked by a figure alone', () => {
    const query = ask('List the names of the different customers ordered by their total revenue.');
    expect(query.distinct).toBe(false);
  });

  it('lists the rows named once each when nothing else is shown', () => {
    expect(ask('What are the different customers?').distinct).toBe(true);
  });

  it('leaves the rows named alone without a distinct word', () => {
    expect(ask('What are the customers?').distinct).toBe(false);
  });
});
