import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { refers, table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

const model = testModel({
  tables: [
    table(
      'election',
      ['election_id'],
      [
        ['election_id', 'integer', 'identifier'],
        ['delegate', 'text', 'dimension'],
        ['committee', 'text', 'dimension', ['Finance', 'Health', 'Roads']],
        ['party', 'integer', 'identifier'],
      ],
    ),
    table(
      'party',
      ['party_id'],
      [
        ['party_id', 'integer', 'identifier'],
        ['party_name', 'text', 'dimension', ['Democratic', 'Liberal', 'Green']],
      ],
    ),
  ],
  relationships: [refers('election', 'party', 'party', 'party_id')],
});

function read(question: string): StructuredQuery {
  const answer = understand({ model, question, now: new Date('2025-06-01T00:00:00Z') });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

/** EXISTS over elections of the same committee whose party has the name given. */
const sameCommittee = (party: string) => ({
  kind: 'exists',
  negate: false,
  from: { name: 'election' },
  correlate: [{ left: { column: 'committee' }, right: { table: 'election', column: 'committee' } }],
  where: [
    {
      kind: 'exists',
      from: { name: 'party' },
      where: [{ kind: 'compare', left: { column: 'party_name' }, value: party }],
    },
  ],
});

describe('two values of the one row a focus row names', () => {
  it('are read as two sets of rows sharing the value shown', () => {
    const query = read(
      'Find the committees that have delegates both from the Democratic party and the Liberal party.',
    );
    expect(query.distinct).toBe(true);
    expect(query.where).toMatchObject([sameCommittee('Democratic'), sameCommittee('Liberal')]);
  });
});

const bouts = testModel({
  tables: [
    table(
      'wrestler',
      ['wrestler_id'],
      [
        ['wrestler_id', 'integer', 'identifier'],
        ['wrestler_name', 'text', 'dimension'],
      ],
    ),
    table(
      'elimination',
      ['elimination_id'],
      [
        ['elimination_id', 'integer', 'identifier'],
        ['wrestler_id', 'integer', 'identifier'],
        ['team', 'text', 'dimension', ['Team Red', 'Team Blue']],
        ['eliminated_by', 'text', 'dimension', ['Orton', 'Benjamin', 'Batista']],
      ],
    ),
  ],
  relationships: [refers('elimination', 'wrestler_id', 'wrestler')],
});

describe('two values of related rows when the values shown repeat', () => {
  it('are read as two sets of rows sharing the value shown', () => {
    const answer = understand({
      model: bouts,
      question:
        'What are the teams that have both wrestlers eliminated by Orton and wrestlers eliminated by Benjamin?',
      now: new Date('2025-06-01T00:00:00Z'),
    });
    if (answer.status === 'declined') throw new Error(answer.message);
    const sameTeam = {
      kind: 'exists',
      negate: false,
      correlate: [{ left: { column: 'team' }, right: { table: 'elimination', column: 'team' } }],
    };
    expect(answer.query.where).toMatchObject([sameTeam, sameTeam]);
  });
});
