import { describe, expect, it } from 'vitest';
import { refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** A league: players on teams, each team in a numbered tier. */
const league = testModel({
  tables: [
    table(
      'team',
      ['team_id'],
      [
        ['team_id', 'integer', 'identifier'],
        ['team_name', 'text', 'dimension'],
        ['tier', 'integer', 'dimension'],
      ],
    ),
    table(
      'player',
      ['player_id'],
      [
        ['player_id', 'integer', 'identifier'],
        ['player_name', 'text', 'dimension'],
        ['team_id', 'integer', 'identifier'],
      ],
    ),
  ],
  relationships: [refers('player', 'team_id', 'team')],
});
const now = new Date('2026-11-27T12:00:00Z');

describe('understand: a number between a column and its table ("the tier 2 teams")', () => {
  it('is the value of the column, not a count of the rows', () => {
    const query = understoodQuery(league, 'List the names of players on the tier 2 teams.', now);
    expect(JSON.stringify(query.where)).toContain('"column":"tier"},"op":"eq","value":2');
    expect(query.having).toEqual([]);
    expect(query.select.map((item) => item.expr)).toMatchObject([{ column: 'player_name' }]);
  });
});
