import type { SemanticModel, StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { shopModel, table, testModel } from '../test-support/shop-model';
import { widenReadings } from './alternative-readings';
import { understand } from './understand';

/** Two tables with a `name` each and nothing in the question to tell them apart. */
const model: SemanticModel = testModel({
  tables: [
    table(
      'authors',
      ['author_id'],
      [
        ['author_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
      ],
    ),
    table(
      'publishers',
      ['publisher_id'],
      [
        ['publisher_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
      ],
    ),
  ],
  relationships: [],
});

describe('alternative readings', () => {
  it("offers the other column when two fit equally, built from the model's names", () => {
    const answer = understand({ model, question: 'list every name' });
    expect(answer.status).toBe('unsure');
    const closeCalls = answer.readings.filter((reading) => reading.term !== null);
    expect(closeCalls).toHaveLength(1);
    const [reading] = closeCalls;
    expect(reading?.term).toBe('name');
    expect(['authors.name', 'publishers.name']).toContain(reading?.meaning);
    expect(reading?.structuredQuery.from.name).not.toBe(
      answer.status === 'declined' ? null : answer.query.from.name,
    );
  });

  it('offers nothing when the question tells the tables apart', () => {
    const answer = understand({ model, question: 'list the names of authors' });
    expect(answer.status).not.toBe('declined');
    expect(answer.readings.filter((reading) => reading.term !== null)).toEqual([]);
  });
});

describe('widenReadings', () => {
  const shop = shopModel();
  const read = (question: string) => {
    const answer = understand({ model: shop, question });
    if (answer.status === 'declined') throw new Error(answer.message);
    return answer.query;
  };

  it('offers the question without the columns it only filters by, and without repeated rows', () => {
    const query = read('names of customers in Germany');
    const shown = (q: StructuredQuery) => q.select.map((item) => JSON.stringify(item.expr));
    const filtered = query.where[0];
    if (!filtered || !('left' in filtered) || filtered.left.kind !== 'column')
      throw new Error('expected a filter on a column');
    const withFilterShown: StructuredQuery = {
      ...query,
      select: [...query.select, { expr: filtered.left, as: 'Shown filter' }],
    };
    const readings = widenReadings(shop, withFilterShown, []);
    expect(readings.length).toBeGreaterThan(0);
    expect(readings.length).toBeLessThanOrEqual(3);
    expect(readings.map((r) => shown(r.structuredQuery))).toContainEqual(shown(query));
    expect(readings.some((r) => r.structuredQuery.distinct)).toBe(true);
    expect(readings.every((r) => r.term === null && r.meaning === null && r.text.length > 0)).toBe(
      true,
    );
  });

  it('keeps the close calls first and never offers the chosen query again', () => {
    const query = read('total revenue by country');
    const close = { text: 't', structuredQuery: { ...query, limit: 5 }, term: 'x', meaning: 'a.b' };
    const readings = widenReadings(shop, query, [close]);
    expect(readings[0]).toBe(close);
    expect(readings.map((r) => JSON.stringify(r.structuredQuery))).not.toContain(
      JSON.stringify(query),
    );
  });
});
