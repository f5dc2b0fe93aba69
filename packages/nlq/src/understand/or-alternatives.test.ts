import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { keyed, refers, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = testModel({
  tables: [
    keyed('member', 'member_id', [
      ['member_name', 'text', 'dimension', ['Alice', 'Bob', 'Carol']],
      ['email', 'text', 'dimension'],
      ['country', 'text', 'dimension', ['Cuba', 'Chile', 'Peru']],
    ]),
    keyed('referral', 'referral_id', [
      ['member_id', 'integer', 'identifier'],
      ['referee', 'text', 'dimension', ['Dan', 'Alice', 'Erin']],
    ]),
  ],
  relationships: [refers('referral', 'member_id', 'member')],
});

function read(question: string): StructuredQuery {
  const answer = understand({ model, question, now: new Date('2025-06-01T00:00:00Z') });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

describe('values joined by "or"', () => {
  it('match a name the dictionary lacks against the column of the value before it', () => {
    const query = read('Find the names of the members located in Cuba or Argentina.');
    expect(query.where).toEqual([
      {
        kind: 'in',
        left: { kind: 'column', table: 'member', column: 'country' },
        values: ['Cuba', 'Argentina'],
        negate: false,
      },
    ]);
  });

  it('take a value two columns hold from the column of the value before it', () => {
    const query = read('Find the names of members who referred Dan or Alice.');
    expect(query.where).toMatchObject([
      {
        kind: 'exists',
        where: [{ kind: 'in', left: { column: 'referee' }, values: ['Dan', 'Alice'] }],
      },
    ]);
  });

  it('search a text for either part', () => {
    const query = read("Find the names of members whose emails contain 'gmail' or 'yahoo'.");
    expect(query.where).toMatchObject([
      {
        kind: 'or',
        conditions: [
          { kind: 'text', left: { column: 'email' }, value: 'gmail' },
          { kind: 'text', left: { column: 'email' }, value: 'yahoo' },
        ],
      },
    ]);
  });
});
