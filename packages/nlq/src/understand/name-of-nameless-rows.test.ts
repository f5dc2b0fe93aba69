import { describe, expect, it } from 'vitest';
import { type ColumnSpec, keyed, refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const id = (name: string): ColumnSpec => [name, 'integer', 'identifier'];

/**
 * A depot network: gadgets (named by a column called as the table) are stocked in depots (which
 * have names); couriers are people, whose names are kept with the person.
 */
const model = testModel({
  tables: [
    table('gadget', ['gadget_id'], [id('gadget_id'), ['gadget', 'text', 'dimension']]),
    table('depot', ['depot_id'], [id('depot_id'), ['depot_name', 'text', 'dimension']]),
    table('depot_gadget', ['depot_id', 'gadget_id'], [id('depot_id'), id('gadget_id')]),
    keyed('person', 'person_id', [['name', 'text', 'dimension']]),
    table(
      'courier',
      ['courier_id'],
      [id('courier_id'), id('person_id'), ['vehicle', 'text', 'dimension']],
    ),
  ],
  relationships: [
    refers('depot_gadget', 'depot_id', 'depot'),
    refers('depot_gadget', 'gadget_id', 'gadget'),
    refers('courier', 'person_id', 'person'),
  ],
});
const now = new Date('2026-11-22T12:00:00Z');

const read = (question: string) => understoodQuery(model, question, now);

describe('understand: the name of rows with no name column', () => {
  it("reads a gadget's name as its label, not a depot's name", () => {
    const query = read('Find all the gadget whose name contains the word "Scanner".');
    expect(query.joins).toEqual([]);
    expect(query.where).toMatchObject([
      { kind: 'text', left: { column: 'gadget' }, op: 'contains', value: 'Scanner' },
    ]);
  });

  it('keeps the name of the person each courier is', () => {
    const query = read('What are the names of couriers?');
    expect(query.select.map((item) => item.expr)).toMatchObject([
      { table: 'person', column: 'name' },
    ]);
  });
});
