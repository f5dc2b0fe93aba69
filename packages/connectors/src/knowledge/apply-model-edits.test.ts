import type { SemanticColumn, SemanticModel } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { applyModelEdits } from './apply-model-edits';

function column(name: string, overrides: Partial<SemanticColumn> = {}): SemanticColumn {
  return {
    name,
    type: 'text',
    nativeType: 'VARCHAR',
    role: 'dimension',
    label: name,
    synonyms: [],
    description: null,
    hidden: false,
    values: [],
    stats: { nullShare: 0, distinctCount: 1, min: null, max: null },
    ...overrides,
  };
}

const model: SemanticModel = {
  version: 4,
  dialect: 'duckdb',
  tables: [
    {
      name: 'orders',
      schema: 'main',
      label: 'Orders',
      synonyms: ['order'],
      description: null,
      rowCount: 3,
      primaryKey: [],
      columns: [column('status'), column('amt', { type: 'decimal', role: 'measure' })],
    },
  ],
  relationships: [],
  glossary: [],
  builtAt: '2025-01-01T00:00:00.000Z',
};

describe('applyModelEdits', () => {
  it('applies edits, marks them and raises the version without touching the input', () => {
    const edited = applyModelEdits(model, {
      tables: [
        {
          name: 'orders',
          label: 'Sales orders',
          columns: [
            {
              name: 'amt',
              label: 'Revenue',
              synonyms: ['  Turnover ', 'turnover', 'Gross   Sales'],
            },
            { name: 'status', hidden: true, description: 'Where the order is' },
          ],
        },
      ],
    });
    expect(edited.version).toBe(5);
    const [orders] = edited.tables;
    expect(orders).toMatchObject({ label: 'Sales orders', synonyms: ['order'], edited: ['label'] });
    expect(orders?.columns[1]).toMatchObject({
      label: 'Revenue',
      synonyms: ['turnover', 'gross sales'],
      edited: ['label', 'synonyms'],
    });
    expect(orders?.columns[0]).toMatchObject({
      hidden: true,
      description: 'Where the order is',
      edited: ['description', 'hidden'],
    });
    expect(model.tables[0]?.label).toBe('Orders');
  });

  it('adds to the edited fields of earlier edits; an empty description clears it', () => {
    const first = applyModelEdits(model, {
      tables: [{ name: 'orders', columns: [{ name: 'amt', label: 'Revenue' }] }],
    });
    const second = applyModelEdits(first, {
      tables: [{ name: 'orders', columns: [{ name: 'amt', role: 'dimension', description: '' }] }],
    });
    expect(second.tables[0]?.columns[1]).toMatchObject({
      label: 'Revenue',
      role: 'dimension',
      description: null,
      edited: ['label', 'description', 'role'],
    });
  });

  it.each([
    ['an unknown table', { tables: [{ name: 'nope' }] }, 'UNKNOWN_TABLE', 'nope'],
    [
      'an unknown column',
      { tables: [{ name: 'orders', columns: [{ name: 'nope', hidden: true }] }] },
      'UNKNOWN_COLUMN',
      'orders.nope',
    ],
    [
      'a schema that does not match',
      { tables: [{ name: 'orders', schema: 'other' }] },
      'UNKNOWN_TABLE',
      'orders',
    ],
    [
      'a measure on a text column',
      { tables: [{ name: 'orders', columns: [{ name: 'status', role: 'measure' }] }] },
      'INVALID_ROLE',
      'orders.status',
    ],
    [
      'an unknown role',
      { tables: [{ name: 'orders', columns: [{ name: 'status', role: 'metric' }] }] },
      'INVALID_EDIT',
      'tables.0.columns.0.role',
    ],
    [
      'a blank label',
      { tables: [{ name: 'orders', label: '  ' }] },
      'INVALID_EDIT',
      'tables.0.label',
    ],
  ])('refuses %s', (_case, edits, code, path) => {
    expect(() => applyModelEdits(model, edits as never)).toThrow(
      expect.objectContaining({ code, path }),
    );
  });
});
