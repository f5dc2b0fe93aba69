import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';

/** A debating club: each debate names the member speaking for and the one speaking against. */
const model = testModel({
  tables: [
    table(
      'members',
      ['member_id'],
      [
        ['member_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['city', 'text', 'dimension', ['Leeds', 'York']],
      ],
    ),
    table(
      'debates',
      ['debate_id'],
      [
        ['debate_id', 'integer', 'identifier'],
        ['venue', 'text', 'dimension', ['Hall', 'Library']],
        ['proposer', 'integer', 'identifier'],
        ['opposer_member_id', 'integer', 'identifier'],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'debates',
      fromColumns: ['proposer'],
      toTable: 'members',
      toColumns: ['member_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
    {
      fromTable: 'debates',
      fromColumns: ['opposer_member_id'],
      toTable: 'members',
      toColumns: ['member_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});

const shown = (question: string) => shownColumns(model, question, { qualified: true });

describe('keys referring to rows whose own columns are shown', () => {
  it("leaves out the referring key beside the referred rows' name", () => {
    expect(shown('Show the names and venues of members who were proposer in debates.')).toEqual([
      'members.name',
      'debates.venue',
    ]);
  });

  it('keeps a key labelled as an id, which may be the id asked for', () => {
    expect(shown('List the member names and opposer member ids of debates.')).toEqual([
      'members.name',
      'debates.opposer_member_id',
    ]);
  });
});
