import { describe, expect, it } from 'vitest';
import { buildColumn, buildTable } from '../test-factories';
import { draftFromModel, modelEdits } from './model-edits';

const tables = [
  buildTable({
    name: 'orders',
    schema: 'public',
    label: 'Orders',
    columns: [
      buildColumn({ name: 'amount', role: 'measure', label: 'Amount', synonyms: ['value'] }),
      buildColumn({ name: 'region', label: 'Region' }),
    ],
  }),
  buildTable({ name: 'people', label: 'People' }),
];

describe('modelEdits', () => {
  it('sends nothing when nothing changed', () => {
    expect(modelEdits(tables, draftFromModel(tables))).toEqual({ tables: [] });
  });

  it('sends only the changed fields of changed columns and tables', () => {
    const draft = draftFromModel(tables);
    const [orders] = draft.tables;
    if (!orders?.columns[0] || !orders.columns[1]) throw new Error('fixture');
    orders.columns[0].synonyms = ['value', ' revenue ', 'revenue', ''];
    orders.columns[1].hidden = true;
    orders.columns[1].role = 'identifier';
    orders.description = '  All orders ';
    expect(modelEdits(tables, draft)).toEqual({
      tables: [
        {
          name: 'orders',
          schema: 'public',
          description: 'All orders',
          columns: [
            { name: 'amount', synonyms: ['value', 'revenue'] },
            { name: 'region', role: 'identifier', hidden: true },
          ],
        },
      ],
    });
  });

  it('keeps the old label when the new one is blank, and clears descriptions', () => {
    const withDescription = [{ ...tables[1], description: 'Staff' } as (typeof tables)[number]];
    const draft = draftFromModel(withDescription);
    const [people] = draft.tables;
    if (!people) throw new Error('fixture');
    people.label = '   ';
    people.description = ' ';
    expect(modelEdits(withDescription, draft)).toEqual({
      tables: [{ name: 'people', description: null }],
    });
  });
});
