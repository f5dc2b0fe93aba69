import { describe, expect, it } from 'vitest';
import { keyed, refers, table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

/** Sign-ups of members to clubs, each naming its club by a key many sign-ups share. */
const model = testModel({
  tables: [
    table(
      'teams',
      ['club_name'],
      [
        ['club_name', 'text', 'identifier'],
        ['city', 'text', 'dimension', ['Leeds', 'York']],
      ],
    ),
    keyed('members', 'member_id', [['member_name', 'text', 'dimension']]),
    table(
      'signups',
      ['member_id', 'club_name'],
      [
        ['member_id', 'integer', 'identifier'],
        ['club_name', 'text', 'identifier'],
        ['role', 'text', 'dimension', ['coach', 'player', 'referee']],
      ],
    ),
  ],
  relationships: [
    refers('signups', 'member_id', 'members'),
    refers('signups', 'club_name', 'teams'),
  ],
});
const now = new Date('2026-11-22T12:00:00Z');

function read(question: string) {
  const answer = understand({ model, question, now });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

describe('understand: sets of rows gathered under a key they refer by', () => {
  it('reads two roles joined by "and" as clubs holding a sign-up of each', () => {
    const query = read('Which clubs have signups in the coach role and in the player role?');
    expect(query.distinct).toBe(true);
    expect(query.where).toMatchObject([
      { kind: 'exists', negate: false, correlate: [{ left: { column: 'club_name' } }] },
      { kind: 'exists', negate: false, correlate: [{ left: { column: 'club_name' } }] },
    ]);
  });

  it('reads "but not" a role as clubs with no sign-up of that role', () => {
    const query = read(
      'What are the names of clubs with some members in the coach role but not in the referee role?',
    );
    expect(query.where).toContainEqual(
      expect.objectContaining({
        kind: 'exists',
        negate: true,
        correlate: [
          expect.objectContaining({ left: expect.objectContaining({ column: 'club_name' }) }),
        ],
      }),
    );
  });
});
