import type { SemanticModel } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { keyed, refers, testModel } from '../test-support/shop-model';
import { understand } from './understand';

/** Members each hold a membership, whose only text is its plan, one of `distinct` plans. */
function gymModel(distinct: number): SemanticModel {
  const membership = keyed('membership', 'membership_id', [
    ['plan', 'text', 'dimension', ['Gold', 'Silver', 'Basic']],
  ]);
  const plan = membership.columns.find((c) => c.name === 'plan');
  if (plan) plan.stats = { ...plan.stats, distinctCount: distinct };
  return testModel({
    tables: [
      keyed('member', 'member_id', [
        ['member_name', 'text', 'dimension'],
        ['membership_id', 'integer', 'identifier'],
      ]),
      membership,
    ],
    relationships: [refers('member', 'membership_id', 'membership')],
  });
}

const question = 'Find the plans used by more than 2 members.';

describe('a label most rows share', () => {
  it('groups by the shared label itself, not by the key of each row', () => {
    const answer = understand({ model: gymModel(3), question });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.groupBy).toMatchObject([{ column: 'plan' }]);
  });

  it("still groups a label that names nearly every row by the rows' key", () => {
    const answer = understand({ model: gymModel(900), question });
    if (answer.status === 'declined') throw new Error(answer.message);
    expect(answer.query.groupBy).toMatchObject([{ column: 'membership_id' }, { column: 'plan' }]);
  });
});
