import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';
import { understand } from './understand';

/** Lighthouses with the year each was built and retired, and their dated inspections. */
const model = testModel({
  tables: [
    table(
      'lighthouses',
      ['lighthouse_id'],
      [
        ['lighthouse_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['built', 'integer', 'measure'],
        ['retired', 'integer', 'measure'],
        ['height', 'decimal', 'measure'],
      ],
    ),
    table(
      'inspections',
      ['inspection_id'],
      [
        ['inspection_id', 'integer', 'identifier'],
        ['inspector', 'text', 'dimension'],
        ['inspected_on', 'date', 'time'],
      ],
    ),
  ],
  relationships: [],
});

function queryOf(question: string): StructuredQuery {
  const answer = understand({ model, question });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

/** The order items as `column direction`, then the limit. */
function picked(question: string): string {
  const { orderBy, limit } = queryOf(question);
  const order = orderBy.map(({ expr, direction }) =>
    expr.kind === 'column' ? `${expr.column} ${direction}` : `${expr.kind} ${direction}`,
  );
  return `${order.join(', ')} limit ${limit}`;
}

describe('a superlative of time after a column', () => {
  it('picks the row with the lowest value for "the earliest"', () => {
    expect(picked('Which lighthouse was built the earliest?')).toBe('built asc limit 1');
  });

  it('picks the row with the highest value for "most recently"', () => {
    expect(picked('Which lighthouse was retired most recently?')).toBe('retired desc limit 1');
  });

  it('ends the superlative at a mark before the next sentence', () => {
    expect(picked('Which lighthouse was retired most recently? Give its name.')).toBe(
      'retired desc limit 1',
    );
  });

  it('does not show the column it ranks by', () => {
    expect(shownColumns(model, 'What is the name of the lighthouse built the latest?')).toEqual([
      'name',
    ]);
  });
});

describe('"oldest" and "youngest" of rows with no age', () => {
  it('picks the row dated first for "the oldest"', () => {
    expect(picked('Who did the oldest inspection?')).toBe('inspected_on asc limit 1');
  });

  it('picks the row dated last for "the youngest"', () => {
    expect(picked('Which inspector did the youngest inspection?')).toBe(
      'inspected_on desc limit 1',
    );
  });
});
