import { describe, expect, it } from 'vitest';
import { keyed, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const now = new Date('2026-11-27T12:00:00Z');

/** Staff on projects, each with the day they started and the day they left. */
const model = testModel({
  tables: [
    keyed('project_staff', 'assignment_id', [
      ['staff_id', 'integer', 'identifier'],
      ['staff_name', 'text', 'dimension'],
      ['role', 'text', 'dimension', ['leader', 'researcher']],
      ['date_started', 'date', 'time'],
      ['date_left', 'date', 'time'],
    ]),
  ],
  relationships: [],
});

const shown = (question: string) =>
  understoodQuery(model, question, now).select.map((item) =>
    item.expr.kind === 'column' ? item.expr.column : item.expr.kind,
  );

describe('a question opening with "when"', () => {
  it('shows the time its rows are ordered by, not their key', () => {
    expect(shown('When did the first staff member start?')).toEqual(['date_started']);
  });

  it('keeps a column asked for by name', () => {
    expect(shown('When did the first staff member start? Show the role.')).toEqual(['role']);
  });
});
