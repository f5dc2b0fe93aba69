import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';
import { understand } from './understand';

const vessels = testModel({
  tables: [
    table(
      'vessels',
      ['vessel_id'],
      [
        ['vessel_id', 'integer', 'identifier'],
        ['vessel_name', 'text', 'dimension'],
        ['launch_year', 'integer', 'dimension'],
        ['tonnage', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [],
});

function read(question: string): StructuredQuery {
  const answer = understand({ model: vessels, question });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

const orderedBy = (query: StructuredQuery) =>
  query.orderBy.map((o) => (o.expr.kind === 'column' ? o.expr.column : o.expr.kind));

describe('understand: an ordering spread over columns joined by "and"', () => {
  it('sorts by both columns and shows neither', () => {
    const question = 'List all vessel names in the order of launch year and tonnage.';
    expect(shownColumns(vessels, question)).toEqual(['vessel_name']);
    expect(orderedBy(read(question))).toEqual(['launch_year', 'tonnage']);
  });

  it('still shows a column listed after the ordering with "and also"', () => {
    const question = 'List vessel names ordered by launch year, and also show the tonnage.';
    expect(shownColumns(vessels, question)).toContain('tonnage');
  });
});
