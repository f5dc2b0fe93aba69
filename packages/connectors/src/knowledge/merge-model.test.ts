import type { SemanticColumn, SemanticModel, SemanticTable } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { mergeUserEdits } from './merge-model';

const column = (overrides: Partial<SemanticColumn>): SemanticColumn => ({
  name: 'amt',
  type: 'decimal',
  nativeType: 'DOUBLE',
  role: 'measure',
  label: 'Amount',
  synonyms: ['amt', 'amounts'],
  description: null,
  hidden: false,
  values: [],
  stats: { nullShare: 0, distinctCount: 5, min: '1', max: '9' },
  ...overrides,
});

const table = (
  columns: SemanticColumn[],
  overrides: Partial<SemanticTable> = {},
): SemanticTable => ({
  name: 'orders',
  schema: 'main',
  label: 'Orders',
  synonyms: ['order'],
  description: null,
  rowCount: 10,
  primaryKey: [],
  columns,
  ...overrides,
});

const model = (tables: SemanticTable[], version = 1): SemanticModel => ({
  version,
  dialect: 'duckdb',
  tables,
  relationships: [],
  glossary: [],
  builtAt: '2025-01-01T00:00:00.000Z',
});

describe('mergeUserEdits', () => {
  it('keeps edited fields and takes everything else from the fresh build', () => {
    const previous = model([
      table(
        [
          column({
            label: 'Revenue',
            role: 'dimension',
            synonyms: ['sales'],
            edited: ['label', 'synonyms'],
          }),
        ],
        {
          description: 'One row per order',
        },
      ),
    ]);
    const fresh = model(
      [table([column({ stats: { nullShare: 0, distinctCount: 7, min: '0', max: '12' } })])],
      2,
    );
    const [orders] = mergeUserEdits(fresh, {
      ...previous,
      glossary: [{ term: 'GMV', definition: 'Gross sales' }],
    }).tables;
    expect(orders?.description).toBe('One row per order');
    expect(orders?.columns[0]).toMatchObject({
      label: 'Revenue',
      synonyms: ['sales'],
      role: 'measure',
      stats: { distinctCount: 7 },
      edited: ['label', 'synonyms'],
    });
  });

  it('keeps synonyms added without an edit mark next to the fresh ones', () => {
    const previous = model([table([column({ synonyms: ['amt', 'takings'] })])]);
    const [orders] = mergeUserEdits(model([table([column({})])]), previous).tables;
    expect(orders?.columns[0]?.synonyms).toEqual(['amt', 'amounts', 'takings']);
  });

  it('drops edits of columns and tables that are gone and leaves new ones as built', () => {
    const previous = model([table([column({ name: 'old', label: 'Old', edited: ['label'] })])]);
    const fresh = model([
      table([column({ name: 'new', label: 'New' })]),
      table([], { name: 'shops' }),
    ]);
    const merged = mergeUserEdits(fresh, previous);
    expect(merged.tables.map((t) => t.columns.map((c) => c.label))).toEqual([['New'], []]);
  });
});
