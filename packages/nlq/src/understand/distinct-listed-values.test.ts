import type { SemanticTable } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { keyed, shopModel, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const model = shopModel();

const now = new Date('2026-11-27T12:00:00Z');
const ask = (question: string) => understoodQuery(model, question, now);

describe('an attribute listed without its table', () => {
  it('lists "all categories" once each', () => {
    const query = ask('Show all categories.');
    expect(query.select).toMatchObject([{ expr: { table: 'products', column: 'category' } }]);
    expect(query.distinct).toBe(true);
  });

  it('lists the cities asked for once each', () => {
    expect(ask('What are all the cities?').distinct).toBe(true);
  });

  it('keeps one row per product when the table is named', () => {
    expect(ask('Show the categories of all products.').distinct).toBe(false);
    expect(ask('Show the category of each product.').distinct).toBe(false);
  });

  it('keeps one row per row for the table’s own names', () => {
    expect(ask('Show all product names.').distinct).toBe(false);
  });
});

/** Sets how many distinct values a column of the table holds. */
function withDistinct(table: SemanticTable, column: string, count: number): SemanticTable {
  return {
    ...table,
    columns: table.columns.map((c) =>
      c.name === column ? { ...c, stats: { ...c.stats, distinctCount: count } } : c,
    ),
  };
}

const faculty = withDistinct(
  withDistinct(
    keyed('faculty', 'fac_id', [
      ['name', 'text', 'dimension'],
      ['rank', 'text', 'dimension', ['Professor', 'Instructor', 'Lecturer']],
      ['office_type_code', 'text', 'identifier', ['OPEN', 'SHARED']],
      ['phone', 'text', 'dimension'],
      ['age', 'integer', 'measure'],
    ]),
    'phone',
    900,
  ),
  'name',
  990,
);
const facultyModel = testModel({ tables: [faculty], relationships: [] });
const askFaculty = (question: string) => understoodQuery(facultyModel, question, now);

describe('a category listed for a named table', () => {
  it('lists a category of the rows once each when nothing filters them', () => {
    expect(askFaculty('What ranks do we have for faculty?').distinct).toBe(true);
    expect(askFaculty('Show all office type codes for faculty.').distinct).toBe(true);
  });

  it('keeps one value per row for an attribute whose values seldom repeat', () => {
    expect(askFaculty('Show all phones for faculty.').distinct).toBe(false);
  });

  it('keeps one value per row when the rows are filtered or the attribute is "of" them', () => {
    expect(askFaculty('What ranks do faculty older than 40 have?').distinct).toBe(false);
    expect(askFaculty('Show the ranks of all the faculty.').distinct).toBe(false);
  });
});
