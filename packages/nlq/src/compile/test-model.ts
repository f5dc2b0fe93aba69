import type {
  ColumnType,
  SemanticColumn,
  SemanticModel,
  SemanticTable,
} from '@tabletalk/contracts';

/*
 * Test support (not part of the package API): the orders/customers model the compile tests and
 * the live fixtures share.
 */

function buildColumn(name: string, type: ColumnType, nativeType: string): SemanticColumn {
  return {
    name,
    type,
    nativeType,
    role: type === 'decimal' ? 'measure' : 'dimension',
    label: name,
    synonyms: [],
    description: null,
    hidden: false,
    values: [],
    stats: { nullShare: 0, distinctCount: 0, min: null, max: null },
  };
}

/** A column as name, Tabletalk type and native type. */
type ColumnSpec = [name: string, type: ColumnType, nativeType: string];

function buildTable(name: string, schema: string | null, specs: ColumnSpec[]): SemanticTable {
  const columns = specs.map(([column, type, nativeType]) => buildColumn(column, type, nativeType));
  return {
    name,
    schema,
    label: name,
    synonyms: [],
    description: null,
    rowCount: 0,
    primaryKey: ['id'],
    columns,
  };
}

/**
 * customers(id, name, region, signed_up_on, referred_by, active), orders(...) and cars(...) in
 * `schema`. The cars table keeps numbers as text: horsepower (whole numbers), mpg (decimals)
 * and owner_id (a customer id), typed as numbers the way the knowledge build types them.
 */
export function buildTestModel(schema: string | null = 'shop'): SemanticModel {
  const customers = buildTable('customers', schema, [
    ['id', 'integer', 'INTEGER'],
    ['name', 'text', 'VARCHAR'],
    ['region', 'text', 'VARCHAR'],
    ['signed_up_on', 'date', 'DATE'],
    ['referred_by', 'integer', 'INTEGER'],
    ['active', 'boolean', 'BOOLEAN'],
  ]);
  const orders = buildTable('orders', schema, [
    ['id', 'integer', 'INTEGER'],
    ['customer_id', 'integer', 'INTEGER'],
    ['amount', 'decimal', 'DECIMAL(12,2)'],
    ['quantity', 'integer', 'INTEGER'],
    ['ordered_on', 'date', 'DATE'],
    ['placed_at', 'timestamp', 'TIMESTAMP'],
    ['status', 'text', 'VARCHAR'],
  ]);
  const cars = buildTable('cars', schema, [
    ['id', 'integer', 'INTEGER'],
    ['name', 'text', 'VARCHAR'],
    ['horsepower', 'integer', 'VARCHAR'],
    ['mpg', 'decimal', 'VARCHAR(10)'],
    ['owner_id', 'integer', 'VARCHAR'],
  ]);
  return {
    version: 1,
    dialect: 'duckdb',
    tables: [customers, orders, cars],
    relationships: [],
    glossary: [],
    builtAt: '2024-01-01T00:00:00Z',
  };
}
