import type {
  Relationship,
  SemanticColumn,
  SemanticModel,
  SemanticTable,
} from '@tabletalk/contracts';

/** A visible text dimension unless `overrides` say otherwise. Test-only. */
export function buildColumn(overrides: Partial<SemanticColumn> & { name: string }): SemanticColumn {
  return {
    type: 'text',
    nativeType: 'text',
    role: 'dimension',
    label: overrides.name.replaceAll('_', ' '),
    synonyms: [],
    description: null,
    hidden: false,
    values: [],
    stats: { nullShare: 0, distinctCount: 10, min: null, max: null },
    ...overrides,
  };
}

/** A table in the `public` schema with an `id` key. Test-only. */
export function buildTable(
  name: string,
  columns: SemanticColumn[],
  overrides: Partial<SemanticTable> = {},
): SemanticTable {
  return {
    name,
    schema: 'public',
    label: name.replaceAll('_', ' '),
    synonyms: [],
    description: null,
    rowCount: 1_000,
    primaryKey: ['id'],
    columns: [buildColumn({ name: 'id', type: 'integer', role: 'identifier' }), ...columns],
    ...overrides,
  };
}

/** A declared foreign key `from.fromColumn → to.id`. Test-only. */
export function buildJoin(from: string, fromColumn: string, to: string): Relationship {
  return {
    fromTable: from,
    fromColumns: [fromColumn],
    toTable: to,
    toColumns: ['id'],
    kind: 'foreign_key',
    confidence: 1,
  };
}

const values = (...names: string[]) => names.map((value, i) => ({ value, count: 100 - i }));

/** The shop's tables: customers (with a hidden `tax_number`), orders, products, order items. */
export function buildShopTables(): SemanticTable[] {
  return [
    buildTable('customers', [
      buildColumn({ name: 'full_name', label: 'Customer name' }),
      buildColumn({ name: 'country', values: values('Germany', 'France', 'Spain') }),
      buildColumn({ name: 'tax_number', hidden: true, values: values('DE-SECRET-1') }),
    ]),
    buildTable(
      'orders',
      [
        buildColumn({ name: 'customer_id', type: 'integer', role: 'identifier' }),
        buildColumn({ name: 'ordered_at', type: 'date', role: 'time', label: 'Order date' }),
        buildColumn({
          name: 'amount',
          type: 'decimal',
          role: 'measure',
          synonyms: ['revenue', 'turnover'],
          description: 'Gross amount in EUR',
        }),
        buildColumn({ name: 'status', values: values('paid', 'refunded', 'open') }),
      ],
      { synonyms: ['sales'], description: 'One row per order since 2019.' },
    ),
    buildTable('products', [
      buildColumn({ name: 'title', label: 'Product name' }),
      buildColumn({ name: 'category', values: values('Books', 'Garden', 'Toys') }),
    ]),
    buildTable('order_items', [
      buildColumn({ name: 'order_id', type: 'integer', role: 'identifier' }),
      buildColumn({ name: 'product_id', type: 'integer', role: 'identifier' }),
      buildColumn({ name: 'quantity', type: 'integer', role: 'measure' }),
    ]),
  ];
}

/** The shop's foreign keys: orders → customers, order items → orders and products. */
export function buildShopJoins(): Relationship[] {
  return [
    buildJoin('orders', 'customer_id', 'customers'),
    buildJoin('order_items', 'order_id', 'orders'),
    buildJoin('order_items', 'product_id', 'products'),
  ];
}

/** The four-table shop as a PostgreSQL source's model. Test-only. */
export function buildShopModel(overrides: Partial<SemanticModel> = {}): SemanticModel {
  return {
    version: 1,
    dialect: 'postgres',
    tables: buildShopTables(),
    relationships: buildShopJoins(),
    glossary: [{ term: 'AOV', definition: 'Average order value: revenue divided by orders.' }],
    builtAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const DOMAINS = [
  'warehouse',
  'ticket',
  'campaign',
  'shipment',
  'invoice',
  'employee',
  'supplier',
  'vehicle',
  'sensor',
  'survey',
  'payroll',
  'asset',
  'lead',
  'contract',
];

/**
 * The shop plus 56 unrelated tables (60 in all), each with a few columns and values, chained by
 * foreign keys among themselves, for pruning tests. Test-only.
 */
export function buildLargeModel(): SemanticModel {
  const fillers = Array.from({ length: 56 }, (_, i) => {
    const domain = DOMAINS[i % DOMAINS.length] ?? 'misc';
    return buildTable(`${domain}_part_${i}`, [
      buildColumn({
        name: `${domain}_code`,
        values: values(`${domain.toUpperCase()}-${i}`, 'other'),
      }),
      buildColumn({ name: 'score_value', type: 'decimal', role: 'measure' }),
      buildColumn({ name: 'previous_id', type: 'integer', role: 'identifier' }),
    ]);
  });
  const chain = fillers
    .slice(1)
    .map((table, i) => buildJoin(table.name, 'previous_id', fillers[i]?.name ?? ''));
  return buildShopModel({
    tables: [...fillers.slice(0, 30), ...buildShopTables(), ...fillers.slice(30)],
    relationships: [...buildShopJoins(), ...chain],
  });
}
