import { describe, expect, it } from 'vitest';
import { type ColumnSpec, refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const id = (name: string): ColumnSpec => [name, 'integer', 'identifier'];
const text = (name: string): ColumnSpec => [name, 'text', 'dimension'];

/** A school: each pupil belongs to a department (by its code) and to a house (by its number). */
const model = testModel({
  tables: [
    table(
      'pupil',
      ['pupil_id'],
      [id('pupil_id'), text('name'), ['dept_code', 'text', 'identifier'], id('house_id')],
    ),
    table('department', ['dept_code'], [['dept_code', 'text', 'identifier'], text('dept_name')]),
    table('house', ['house_id'], [id('house_id'), text('house_name')]),
  ],
  relationships: [refers('pupil', 'dept_code', 'department'), refers('pupil', 'house_id', 'house')],
});
const now = new Date('2026-11-22T12:00:00Z');

const read = (question: string) => understoodQuery(model, question, now);

describe('understand: groups of rows told by the code referring to them', () => {
  it('groups pupils by their department code, joining no department', () => {
    const query = read('How many pupils are in each department?');
    expect(query.joins).toEqual([]);
    expect(query.groupBy).toMatchObject([{ table: 'pupil', column: 'dept_code' }]);
  });

  it('still shows the name of a group referred to by a number', () => {
    const query = read('How many pupils are in each house?');
    expect(query.joins.map((join) => join.table.name)).toEqual(['house']);
    expect(JSON.stringify(query.select)).toContain('house_name');
  });
});
