import { describe, expect, it } from 'vitest';
import { refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

/** A help desk: each ticket names the agent who closed it and the agent who opened it. */
const model = testModel({
  tables: [
    table(
      'agent',
      ['agent_id'],
      [
        ['agent_id', 'integer', 'identifier'],
        ['agent_name', 'text', 'dimension', ['Kim', 'Lee']],
      ],
    ),
    table(
      'ticket',
      ['ticket_id'],
      [
        ['ticket_id', 'integer', 'identifier'],
        ['title', 'text', 'dimension'],
        ['closed_by_agent_id', 'integer', 'identifier'],
        ['opened_by_agent_id', 'integer', 'identifier'],
      ],
    ),
  ],
  relationships: [
    refers('ticket', 'closed_by_agent_id', 'agent', 'agent_id'),
    refers('ticket', 'opened_by_agent_id', 'agent', 'agent_id'),
  ],
});

const read = (question: string) => understoodQuery(model, question, new Date('2026-11-27'));
const joinColumn = (question: string) => read(question).joins[0]?.on[0]?.left.column;

describe('the key the question names among several joining two tables', () => {
  it('joins by the key whose words the question says', () => {
    expect(joinColumn('Show the titles of tickets opened by the agent named Kim.')).toBe(
      'opened_by_agent_id',
    );
    expect(joinColumn('Show the titles of tickets closed by the agent named Kim.')).toBe(
      'closed_by_agent_id',
    );
  });
});
