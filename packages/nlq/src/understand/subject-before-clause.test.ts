import { describe, expect, it } from 'vitest';
import { type ColumnSpec, refers, table, testModel } from '../test-support/shop-model';
import { understoodQuery } from '../test-support/structured-query';

const id = (name: string): ColumnSpec => [name, 'integer', 'identifier'];
const text = (name: string, values: string[] = []): ColumnSpec => [
  name,
  'text',
  'dimension',
  values,
];

/** A harbour: sailors are posted to boats, which get repairs. */
const model = testModel({
  tables: [
    table('sailor', ['sailor_id'], [id('sailor_id'), text('name'), text('rank')]),
    table('boat', ['boat_id'], [id('boat_id'), text('name'), text('rig', ['Sloop', 'Ketch'])]),
    table('posting', ['sailor_id', 'boat_id'], [id('sailor_id'), id('boat_id')]),
    table('repair', ['repair_id'], [id('repair_id'), id('boat_id'), text('part')]),
  ],
  relationships: [
    refers('posting', 'sailor_id', 'sailor'),
    refers('posting', 'boat_id', 'boat'),
    refers('repair', 'boat_id', 'boat'),
  ],
});
const now = new Date('2026-11-22T12:00:00Z');

const read = (question: string) => understoodQuery(model, question, now);

describe('understand: the subject before a relative clause', () => {
  it('asks about the rows a column is said with, not a table inside the clause', () => {
    const query = read('List the names of sailors who have not been assigned to repair boats.');
    expect(query.from.name).toBe('sailor');
    expect(query.where).toMatchObject([{ kind: 'exists', negate: true }]);
  });

  it('leaves the clause its rows when it keeps them by a value', () => {
    const query = read(
      'List the names of sailors who were assigned to repair the boats with rig Sloop.',
    );
    expect(query.from.name).not.toBe('sailor');
  });
});
