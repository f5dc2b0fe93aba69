import type { Condition, StructuredQuery } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const key = (fromTable: string, toTable: string, column: string) => ({
  fromTable,
  fromColumns: [column],
  toTable,
  toColumns: [column],
  kind: 'foreign_key' as const,
  confidence: 1,
});

/** A bakery: loaves are ordered (order lines) and logged with their waste; ovens are checked. */
const model = testModel({
  tables: [
    table(
      'loaves',
      ['loaf_id'],
      [
        ['loaf_id', 'integer', 'identifier'],
        ['loaf_name', 'text', 'dimension'],
      ],
    ),
    table(
      'order_lines',
      ['line_id'],
      [
        ['line_id', 'integer', 'identifier'],
        ['loaf_id', 'integer', 'identifier'],
        ['quantity', 'integer', 'measure'],
      ],
    ),
    table(
      'loaves_with_waste',
      ['loaf_id'],
      [
        ['loaf_id', 'integer', 'identifier'],
        ['wasted_grams', 'integer', 'measure'],
      ],
    ),
    table(
      'ovens',
      ['oven_id'],
      [
        ['oven_id', 'integer', 'identifier'],
        ['oven_label', 'text', 'dimension'],
        ['city', 'text', 'dimension', ['Lyon', 'Nantes']],
      ],
    ),
    table(
      'oven_checks',
      ['check_id'],
      [
        ['check_id', 'integer', 'identifier'],
        ['oven_id', 'integer', 'identifier'],
        ['passed', 'boolean', 'dimension'],
      ],
    ),
  ],
  relationships: [
    key('order_lines', 'loaves', 'loaf_id'),
    key('loaves_with_waste', 'loaves', 'loaf_id'),
    key('oven_checks', 'ovens', 'oven_id'),
  ],
});

const read = (question: string) =>
  understoodQuery(model, question, new Date('2026-11-27T12:00:00Z'));

/** The tables the query tests for having no rows (NOT EXISTS). */
function deniedTables(query: StructuredQuery): string[] {
  return query.where
    .filter((c): c is Extract<Condition, { kind: 'exists' }> => c.kind === 'exists' && c.negate)
    .map((c) => c.from.name);
}

describe('understand: a denied word naming the rows that refer to the focus', () => {
  it('reads a denied participle naming a referring table ("never been ordered")', () => {
    expect(deniedTables(read('Which loaves have never been ordered?'))).toEqual(['order_lines']);
  });

  it('reads a denied noun naming a referring table ("do not have any waste")', () => {
    const query = read('How many loaves do not have any waste?');
    expect(deniedTables(query)).toEqual(['loaves_with_waste']);
  });

  it('reads a denied participle ending the question as the only referring table', () => {
    expect(deniedTables(read('Which ovens were never inspected?'))).toEqual(['oven_checks']);
  });

  it('leaves a denial followed by a value alone ("not located in Lyon")', () => {
    expect(deniedTables(read('Which ovens are not located in Lyon?'))).toEqual([]);
  });
});

describe('understand: a bound on related rows under a negation', () => {
  it('reads "never had ... above 50" as no related row above 50', () => {
    const query = read('Which loaves never had a quantity above 50?');
    expect(query.where).toMatchObject([
      {
        kind: 'exists',
        negate: true,
        from: { name: 'order_lines' },
        where: [{ kind: 'compare', op: 'gt', value: 50 }],
      },
    ]);
  });

  it('keeps a negation that is part of the bound ("not more than 5") positive', () => {
    const query = read('Which loaves have a quantity not more than 5?');
    expect(JSON.stringify(query.where)).not.toContain('"negate":true');
    expect(JSON.stringify(query.where)).toContain('"op":"lte"');
  });
});
