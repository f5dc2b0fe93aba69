import { structuredQuerySchema } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { compileQuery } from '../compile';
import { shopModel } from '../test-support/shop-model';
import { understand } from './measures/understand-with-measures';

const now = new Date('2026-03-01T12:00:00Z');

/**
 * Found by the question reader's property test: "top 0" became `limit: 0`, outside the
 * contracts' structured query (a positive integer), and the question failed to compile.
 */
describe('a number of rows no query can keep', () => {
  it.each([
    ['top 0 orders', 0],
    ['top 2.5 customers', 2.5],
    ['top 99999999999999999999999 orders', 1e23],
    ['the 0 customers with the most orders', 0],
  ])('does not read "%s" as a limit of %s', (question, number) => {
    const understanding = understand({ model: shopModel(), question, now });
    if (understanding.status === 'declined') throw new Error(`declined: ${question}`);
    expect(understanding.query.limit).not.toBe(number);
    expect(structuredQuerySchema.safeParse(understanding.query).success).toBe(true);
    expect(() =>
      compileQuery(understanding.query, { dialect: 'duckdb', model: shopModel() }),
    ).not.toThrow();
  });

  it('still reads "top 5" as a limit of 5', () => {
    const understanding = understand({ model: shopModel(), question: 'top 5 orders', now });
    expect(understanding).toMatchObject({ query: { limit: 5 } });
  });
});
