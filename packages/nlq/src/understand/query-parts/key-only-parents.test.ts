import { describe, expect, it } from 'vitest';
import { refers, table, testModel } from '../../test-support/shop-model';
import { understoodQuery } from '../../test-support/structured-query';

/** Branches and the members each belongs to, plus transfers between two branches. */
const model = testModel({
  tables: [
    table(
      'branches',
      ['branch_id'],
      [
        ['branch_id', 'integer', 'identifier'],
        ['opened_on', 'date', 'time'],
      ],
    ),
    table(
      'members',
      ['member_id'],
      [
        ['member_id', 'integer', 'identifier'],
        ['branch_id', 'integer', 'identifier'],
        ['full_name', 'text', 'dimension'],
      ],
    ),
  ],
  relationships: [refers('members', 'branch_id', 'branches')],
});
const now = new Date('2026-11-27T12:00:00Z');

describe('dropKeyOnlyParents', () => {
  it('groups the children by their referring key when only the parent key is asked', () => {
    const query = understoodQuery(model, 'Return the id of the branch with the most members.', now);
    expect(query.from.name).toBe('members');
    expect(query.joins).toEqual([]);
    expect(query.groupBy.map((g) => `${g.table}.${g.column}`)).toContain('members.branch_id');
    expect(query.limit).toBe(1);
  });

  it('keeps the parent joined when one of its other columns is read', () => {
    const query = understoodQuery(
      model,
      'Return the opening date of the branch with the most members.',
      now,
    );
    expect([query.from.name, ...query.joins.map((j) => j.table.name)].sort()).toEqual([
      'branches',
      'members',
    ]);
  });
});
