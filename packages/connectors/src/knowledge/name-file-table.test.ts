import type { SemanticModel, SemanticTable } from '@tabletalk/contracts';
import { describe, expect, it } from 'vitest';
import { nameFileTable } from './name-file-table';

const table = (name: string, extra: Partial<SemanticTable> = {}): SemanticTable => ({
  name,
  schema: 'main',
  label: name === 'data' ? 'Data' : name,
  synonyms: [],
  description: null,
  rowCount: 3,
  primaryKey: [],
  columns: [],
  ...extra,
});

const model = (tables: SemanticTable[]): SemanticModel => ({
  version: 1,
  dialect: 'duckdb',
  tables,
  relationships: [],
  glossary: [],
  builtAt: '2026-01-01T00:00:00.000Z',
});

describe('nameFileTable', () => {
  it("labels a CSV file's one table with the source's name", () => {
    const named = nameFileTable(model([table('data')]), ' Sample sales ');
    expect(named.tables[0]).toMatchObject({ name: 'data', label: 'Sample sales' });
  });

  it('leaves an edited label, a workbook of several sheets and other table names alone', () => {
    const edited = model([table('data', { label: 'Shop orders', edited: ['label'] })]);
    expect(nameFileTable(edited, 'Sales').tables[0]?.label).toBe('Shop orders');
    const sheets = model([table('data'), table('returns')]);
    expect(nameFileTable(sheets, 'Sales').tables.map((t) => t.label)).toEqual(['Data', 'returns']);
    expect(nameFileTable(model([table('orders')]), 'Sales').tables[0]?.label).toBe('orders');
  });
});
