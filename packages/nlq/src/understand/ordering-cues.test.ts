import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';
import { studio } from '../test-support/studio-model';

const now = new Date('2026-11-27T12:00:00Z');

const shown = (query: StructuredQuery) =>
  query.select.map((item) => (item.expr.kind === 'column' ? item.expr.column : item.expr.kind));

describe('understand: a participle of ordering before its manner', () => {
  it('is a cue, not part of a name ("writers ordered in alphabetical order")', () => {
    const query = understoodQuery(
      studio,
      'Find the first names of all the writers ordered in alphabetical order.',
      now,
    );
    expect(shown(query)).toEqual(['first_name']);
  });
});

describe('understand: "lexicographic order"', () => {
  it('is a cue, not a column named "order"', () => {
    const query = understoodQuery(
      studio,
      'List the first names of all writers in reversed lexicographic order.',
      now,
    );
    expect(shown(query)).toEqual(['first_name']);
    expect(query.orderBy).toMatchObject([{ direction: 'desc', expr: { column: 'first_name' } }]);
  });
});

describe('understand: "sort the results"', () => {
  const exams = testModel({
    tables: [
      table(
        'exam',
        ['exam_id'],
        [
          ['exam_id', 'integer', 'identifier'],
          ['candidate', 'text', 'dimension'],
          ['result', 'text', 'dimension', ['Pass', 'Fail']],
        ],
      ),
    ],
    relationships: [],
  });

  it('orders the answer, it does not show a result column', () => {
    const query = understoodQuery(
      exams,
      'What are the candidates of all exams? Sort the results in alphabetical order.',
      now,
    );
    expect(shown(query)).toEqual(['candidate']);
  });
});

describe('understand: "by" a column followed by a direction', () => {
  it('orders by the column when nothing is counted ("by the title in descending order")', () => {
    const query = understoodQuery(
      studio,
      'List the budgets of all films by the title in descending order.',
      now,
    );
    expect(query.groupBy).toEqual([]);
    expect(query.orderBy).toMatchObject([{ direction: 'desc', expr: { column: 'title' } }]);
  });
});
