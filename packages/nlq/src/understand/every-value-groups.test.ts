import type { SemanticTable, StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understand } from './understand';

/** Riders of a cycling club; the terrain column holds exactly two values. */
function riders(): SemanticTable {
  const riders = table(
    'riders',
    ['rider_id'],
    [
      ['rider_id', 'integer', 'identifier'],
      ['name', 'text', 'dimension'],
      ['terrain', 'text', 'dimension', ['road', 'gravel']],
      ['league', 'text', 'dimension', ['north', 'south', 'east']],
      ['age', 'integer', 'measure'],
    ],
  );
  for (const column of riders.columns)
    column.stats = { ...column.stats, distinctCount: column.values.length };
  return riders;
}

const model = testModel({ tables: [riders()], relationships: [] });

function queryOf(question: string): StructuredQuery {
  const answer = understand({ model, question });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

const grouped = (question: string) => queryOf(question).groupBy.map((g) => g.column);

describe('a figure asked for every value of a column', () => {
  it('counts per value when every value is listed', () => {
    expect(grouped('How many road and gravel riders are there?')).toEqual(['terrain']);
    expect(queryOf('How many road and gravel riders are there?').where).toEqual([]);
  });

  it('averages per value when every value is listed', () => {
    expect(grouped('What is the average age of road and gravel riders?')).toEqual(['terrain']);
  });

  it('keeps a filter that lists only some of the values', () => {
    expect(grouped('How many north and south riders are there?')).toEqual([]);
    expect(queryOf('How many north and south riders are there?').where).toHaveLength(1);
  });
});
