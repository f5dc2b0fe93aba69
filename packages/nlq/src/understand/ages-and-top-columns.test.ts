import type { StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { shownColumns } from '../test-support/shown-columns';
import { understand } from './understand';

/** A sailing club's skippers and their boats. */
const model = testModel({
  tables: [
    table(
      'skippers',
      ['skipper_id'],
      [
        ['skipper_id', 'integer', 'identifier'],
        ['name', 'text', 'dimension'],
        ['age', 'integer', 'measure'],
        ['wins', 'integer', 'measure'],
      ],
    ),
    table(
      'boats',
      ['boat_id'],
      [
        ['boat_id', 'integer', 'identifier'],
        ['boat_name', 'text', 'dimension'],
        ['skipper_id', 'integer', 'identifier'],
        ['sail_area', 'decimal', 'measure'],
        ['boat_age', 'integer', 'measure'],
      ],
    ),
  ],
  relationships: [
    {
      fromTable: 'boats',
      fromColumns: ['skipper_id'],
      toTable: 'skippers',
      toColumns: ['skipper_id'],
      kind: 'foreign_key',
      confidence: 1,
    },
  ],
});

function queryOf(question: string): StructuredQuery {
  const answer = understand({ model, question });
  if (answer.status === 'declined') throw new Error(answer.message);
  return answer.query;
}

/** The where conditions as `column op value`. */
function comparisons(question: string): string[] {
  return queryOf(question).where.flatMap((condition) =>
    condition.kind === 'compare' && condition.left.kind === 'column'
      ? [`${condition.left.column} ${condition.op} ${String(condition.value)}`]
      : [],
  );
}

/** The order items as `column direction`. */
function ordering(question: string): string[] {
  return queryOf(question).orderBy.map(({ expr, direction }) =>
    expr.kind === 'column' ? `${expr.column} ${direction}` : `${expr.kind} ${direction}`,
  );
}

describe('ages said in years', () => {
  it('compares the age for "at least N years old"', () => {
    expect(comparisons('Which skippers are at least 25 years old?')).toEqual(['age gte 25']);
  });

  it('reads "N years old or younger" as an upper bound', () => {
    expect(comparisons('List the skippers 30 years old or younger.')).toEqual(['age lte 30']);
  });

  it('reads "not N years old" as any other age', () => {
    expect(comparisons('Show the names of skippers who are not 20 years old.')).toEqual([
      'age neq 20',
    ]);
  });

  it('compares the age of the rows named last before the number', () => {
    const where = JSON.stringify(queryOf('Which skippers sail a boat that is 5 years old?').where);
    expect(where).toContain('"column":"boat_age"');
    expect(where).not.toContain('"column":"age"');
  });

  it('reads a bare "N years old" as that age', () => {
    expect(comparisons('How many skippers are 18 years old?')).toEqual(['age eq 18']);
  });

  it('reads "under N" said of rows with an age as their age', () => {
    expect(comparisons('Show the names of skippers under 20.')).toEqual(['age lt 20']);
    expect(comparisons('How many skippers are over 40 and have wins?')).toContain('age gt 40');
  });

  it('reads "under N" followed by a noun as no age', () => {
    expect(comparisons('Which skippers have under 20 wins?')).not.toContain('age lt 20');
  });
});

describe('a numeric column after "top N"', () => {
  it('ranks the rows by the column instead of showing it', () => {
    expect(shownColumns(model, 'List the names of the skippers with the top 3 wins.')).toEqual([
      'name',
    ]);
    expect(ordering('List the names of the skippers with the top 3 wins.')).toEqual(['wins desc']);
    expect(queryOf('List the names of the skippers with the top 3 wins.').limit).toBe(3);
  });

  it('ranks lowest first after "bottom N"', () => {
    expect(ordering('Show the boat names of the bottom 2 sail areas.')).toEqual(['sail_area asc']);
  });
});
