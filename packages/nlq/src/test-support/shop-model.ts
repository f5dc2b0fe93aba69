import type {
  ColumnRole,
  ColumnType,
  Relationship,
  SemanticColumn,
  SemanticModel,
  SemanticTable,
} from '@tabletalk/contracts';
import { columnLabel, columnSynonyms, tableLabel, tableSynonyms } from '../text';

export type ColumnSpec = [name: string, type: ColumnType, role: ColumnRole, values?: string[]];

function column([name, type, role, values = []]: ColumnSpec): SemanticColumn {
  return {
    name,
    type,
    nativeType: type.toUpperCase(),
    role,
    label: columnLabel(name),
    synonyms: columnSynonyms(name),
    description: null,
    hidden: false,
    values: values.map((value, i) => ({ value, count: 10 - i })),
    stats: { nullShare: 0, distinctCount: values.length || 100, min: null, max: null },
  };
}

/** A table as `buildKnowledge` would name it, for small test models. */
export function table(name: string, primaryKey: string[], columns: ColumnSpec[]): SemanticTable {
  return {
    name,
    schema: null,
    label: tableLabel(name),
    synonyms: tableSynonyms(name),
    description: null,
    rowCount: 1000,
    primaryKey,
    columns: columns.map(column),
  };
}

/** A table whose single key is unique in the data, as a real key is. */
export function keyed(name: string, key: string, columns: ColumnSpec[]): SemanticTable {
  const built = table(name, [key], [[key, 'integer', 'identifier'], ...columns]);
  return {
    ...built,
    columns: built.columns.map((c) =>
      c.name === key ? { ...c, stats: { ...c.stats, distinctCount: built.rowCount } } : c,
    ),
  };
}

/** A declared foreign key from `fromTable.column` to `toTable.to` (the same name by default). */
export const refers = (
  fromTable: string,
  column: string,
  toTable: string,
  to = column,
): Relationship => ({
  fromTable,
  fromColumns: [column],
  toTable,
  toColumns: [to],
  kind: 'foreign_key',
  confidence: 1,
});

/** A model of the given tables and relationships, built at a fixed time for tests. */
export function testModel(parts: Pick<SemanticModel, 'tables' | 'relationships'>): SemanticModel {
  return {
    version: 1,
    dialect: 'duckdb',
    builtAt: '2026-01-01T00:00:00.000Z',
    glossary: [],
    ...parts,
  };
}

/**
 * A small shop as the engine's tests see it: customers place orders of products. Built the way
 * `buildKnowledge` names things, so the tests read questions as a customer's source would.
 */
export function shopModel(): SemanticModel {
  return testModel({
    tables: [
      table(
        'customers',
        ['customer_id'],
        [
          ['customer_id', 'integer', 'identifier'],
          ['name', 'text', 'dimension'],
          ['country', 'text', 'dimension', ['France', 'Germany', 'Japan', 'United States']],
          ['city', 'text', 'dimension', ['Paris', 'Berlin', 'Tokyo', 'New York']],
          ['age', 'integer', 'measure'],
          ['signup_date', 'date', 'time'],
        ],
      ),
      table(
        'orders',
        ['order_id'],
        [
          ['order_id', 'integer', 'identifier'],
          ['customer_id', 'integer', 'identifier'],
          ['product_id', 'integer', 'identifier'],
          ['order_date', 'date', 'time'],
          ['status', 'text', 'dimension', ['shipped', 'cancelled', 'pending']],
          ['gift_wrapped', 'text', 'dimension', ['yes', 'no']],
          ['quantity', 'integer', 'measure'],
          ['revenue', 'decimal', 'measure'],
        ],
      ),
      table(
        'products',
        ['product_id'],
        [
          ['product_id', 'integer', 'identifier'],
          ['product_name', 'text', 'dimension'],
          ['category', 'text', 'dimension', ['Books', 'Games', 'Toys']],
          ['price', 'decimal', 'measure'],
        ],
      ),
    ],
    relationships: [
      {
        fromTable: 'orders',
        fromColumns: ['customer_id'],
        toTable: 'customers',
        toColumns: ['customer_id'],
        kind: 'foreign_key',
        confidence: 1,
      },
      {
        fromTable: 'orders',
        fromColumns: ['product_id'],
        toTable: 'products',
        toColumns: ['product_id'],
        kind: 'foreign_key',
        confidence: 1,
      },
    ],
  });
}
