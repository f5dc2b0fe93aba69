import { describe, expect, it } from 'vitest';
import { refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** A club's ballots: each names the member voting and the member voted for as chair. */
const model = testModel({
  tables: [
    table(
      'member',
      ['member_id'],
      [
        ['member_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
      ],
    ),
    table(
      'ballot',
      ['ballot_id'],
      [
        ['ballot_id', 'integer', 'identifier'],
        ['member_id', 'integer', 'identifier'],
        ['round', 'text', 'dimension', ['Spring', 'Autumn']],
        ['chair_vote', 'integer', 'identifier'],
      ],
    ),
  ],
  relationships: [
    refers('ballot', 'member_id', 'member', 'member_id'),
    refers('ballot', 'chair_vote', 'member', 'member_id'),
  ],
});

const read = (question: string) => understoodQuery(model, question, new Date('2026-11-27'));

describe('related rows by the referring column the question names', () => {
  it('relates the rows by the named one of two references', () => {
    const query = read('List the names of members who have chair votes.');
    expect(query.where).toMatchObject([
      {
        kind: 'exists',
        from: { name: 'ballot' },
        correlate: [{ left: { column: 'chair_vote' }, right: { column: 'member_id' } }],
      },
    ]);
  });

  it("tests the same rows' conditions in that one EXISTS", () => {
    const query = read('List the names of members who have chair votes in the Spring round.');
    expect(query.where).toMatchObject([
      {
        kind: 'exists',
        correlate: [{ left: { column: 'chair_vote' } }],
        where: [{ kind: 'compare', value: 'Spring' }],
      },
    ]);
    expect(query.where).toHaveLength(1);
  });
});
