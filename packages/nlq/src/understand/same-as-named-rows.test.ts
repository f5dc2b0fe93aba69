import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { keyed, refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** Staff working in teams. */
const model = testModel({
  tables: [
    keyed('teams', 'team_id', [['team_name', 'text', 'dimension', ['Sales', 'Support']]]),
    table(
      'staff',
      ['staff_id'],
      [
        ['staff_id', 'integer', 'identifier'],
        ['team_id', 'integer', 'identifier'],
        ['first_name', 'text', 'dimension', ['Mona', 'Raj']],
        ['hired_on', 'date', 'time'],
      ],
    ),
  ],
  relationships: [refers('staff', 'team_id', 'teams')],
});

const read = (question: string): StructuredQuery =>
  understoodQuery(model, question, new Date('2026-11-22T12:00:00Z'));

describe('understand: rows in the same group as named rows', () => {
  it("keeps the rows sharing the named row's team, not the named row alone", () => {
    const query = read('First names of staff in the same team as Mona');
    expect(query.where).toMatchObject([
      {
        kind: 'exists',
        negate: false,
        correlate: [{ left: { column: 'team_id' }, right: { column: 'team_id' } }],
        where: [{ kind: 'compare', value: 'Mona' }],
      },
    ]);
  });
});
