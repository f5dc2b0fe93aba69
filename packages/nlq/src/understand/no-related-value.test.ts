import { describe, expect, it } from 'vitest';
import { refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const model = testModel({
  tables: [
    table(
      'projects',
      ['project_id'],
      [
        ['project_id', 'integer', 'identifier'],
        ['project_details', 'text', 'dimension'],
        ['leader', 'text', 'dimension'],
      ],
    ),
    table(
      'project_outcomes',
      ['outcome_id'],
      [
        ['outcome_id', 'integer', 'identifier'],
        ['project_id', 'integer', 'identifier'],
        ['outcome_code', 'text', 'dimension', ['Paper', 'Patent']],
      ],
    ),
  ],
  relationships: [refers('project_outcomes', 'project_id', 'projects')],
});
const now = new Date('2026-11-27T12:00:00Z');
const ask = (question: string) => understoodQuery(model, question, now);

describe('"no" before a column of rows the focus has many of', () => {
  it('asks for rows with no related rows', () => {
    const query = ask('Which projects have no outcome? List the project details.');
    expect(query.where).toMatchObject([
      { kind: 'exists', negate: true, from: { name: 'project_outcomes' } },
    ]);
  });

  it('still tests a column of the rows themselves for no value', () => {
    const query = ask('Which projects have no leader? List the project details.');
    expect(query.where).toMatchObject([{ kind: 'null', negate: false }]);
  });
});
