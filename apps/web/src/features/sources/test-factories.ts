import type { SemanticColumn, SemanticTable } from '@tabletalk/contracts';

/** A semantic column with plain defaults; tests override what they care about. */
export function buildColumn(overrides: Partial<SemanticColumn> & { name: string }): SemanticColumn {
  return {
    type: 'text',
    nativeType: 'VARCHAR',
    role: 'dimension',
    label: overrides.name,
    synonyms: [],
    description: null,
    hidden: false,
    values: [],
    stats: { nullShare: 0, distinctCount: 1, min: null, max: null },
    ...overrides,
  };
}

/** A semantic table with plain defaults. */
export function buildTable(overrides: Partial<SemanticTable> & { name: string }): SemanticTable {
  return {
    schema: null,
    label: overrides.name,
    synonyms: [],
    description: null,
    rowCount: 0,
    primaryKey: [],
    columns: [],
    ...overrides,
  };
}
