import type { SemanticModel } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
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
    expect(answer.readings).toHaveLength(1);
    const [reading] = answer.readings;
    expect(reading?.term).toBe('name');
    expect(['authors.name', 'publishers.name']).toContain(reading?.meaning);
    expect(reading?.structuredQuery.from.name).not.toBe(
      answer.status === 'declined' ? null : answer.query.from.name,
    );
  });

  it('offers nothing when the question tells the tables apart', () => {
    const answer = understand({ model, question: 'list the names of authors' });
    expect(answer.status).not.toBe('declined');
    expect(answer.readings).toEqual([]);
  });
});
