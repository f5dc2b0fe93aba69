import { describe, expect, it } from 'vitest';
import { shopModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const model = shopModel();
const now = new Date('2026-11-27T12:00:00Z');
const ask = (question: string) => understoodQuery(model, question, now);

const notIn = (column: string) => ({ left: { column }, op: 'neq' });

describe('words that exclude a value', () => {
  it('reads "outside Germany" as another country', () => {
    expect(ask('Which customers live outside Germany?').where).toMatchObject([notIn('country')]);
  });

  it('reads "non Toys" as another category', () => {
    expect(ask('List the names of non Toys products.').where).toMatchObject([notIn('category')]);
  });

  it('reads "other than Books" as another category', () => {
    expect(ask('Show the names of all products other than Books.').where).toMatchObject([
      notIn('category'),
    ]);
  });
});
