import { describe, expect, it } from 'vitest';
import { type ColumnSpec, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const id = (name: string): ColumnSpec => [name, 'integer', 'identifier'];
const measure = (name: string): ColumnSpec => [name, 'integer', 'measure'];
const text = (name: string): ColumnSpec => [name, 'text', 'dimension'];

/** A clinic: each patient has one doctor, kept as a number; wards keep counts of their own. */
const model = testModel({
  tables: [
    table(
      'patient',
      ['patient_id'],
      [id('patient_id'), text('name'), measure('doctor'), text('blood_group')],
    ),
    table('ward', ['ward_id'], [id('ward_id'), text('name'), measure('beds'), measure('admitted')]),
    table('visit', ['visit_id'], [id('visit_id'), text('reason'), text('seen_by')]),
    table(
      'medicine',
      ['medicine_id'],
      [id('medicine_id'), text('name'), ['withdrawn', 'boolean', 'dimension']],
    ),
  ],
  relationships: [],
});
const now = new Date('2026-11-27T12:00:00Z');
const read = (question: string) => understoodQuery(model, question, now);

describe('understand: counting what a column holds', () => {
  it('counts the distinct values of a number column named by a singular noun', () => {
    expect(read('How many doctors are there?').select).toMatchObject([
      { expr: { kind: 'aggregate', fn: 'count_distinct', arg: { column: 'doctor' } } },
    ]);
  });

  it('counts the distinct values of a text column', () => {
    expect(read('Show the number of blood groups.').select).toMatchObject([
      { expr: { kind: 'aggregate', fn: 'count_distinct', arg: { column: 'blood_group' } } },
    ]);
  });

  it('adds up or shows a number column that keeps a count (a plural or a participle)', () => {
    expect(read('How many beds are there in total?').select).toMatchObject([
      { expr: { kind: 'aggregate', fn: 'sum', arg: { column: 'beds' } } },
    ]);
    expect(read('List the number of people admitted to each ward.').select).toMatchObject([
      { expr: { kind: 'column', column: 'admitted' } },
    ]);
  });

  it('counts the rows a yes/no column keeps when it is said of them as an adjective', () => {
    const query = read('How many withdrawn medicines are there?');
    expect(query.select).toMatchObject([{ expr: { kind: 'aggregate', fn: 'count', arg: null } }]);
    expect(query.where).toMatchObject([
      { kind: 'compare', left: { column: 'withdrawn' }, op: 'eq', value: true },
    ]);
    expect(read('List the withdrawn medicines.').where).toMatchObject([
      { kind: 'compare', left: { column: 'withdrawn' }, value: true },
    ]);
  });

  it('shows a yes/no column said of its rows with "of"', () => {
    expect(read('Show the withdrawn status of each medicine.').where).toEqual([]);
  });
});
