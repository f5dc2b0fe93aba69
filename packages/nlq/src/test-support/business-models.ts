import type { SemanticModel, SemanticTable } from '@tabletalk/contracts';
import { type ColumnSpec, table, testModel } from './shop-model';

/** A table whose named columns get a smallest and largest value, as profiling would give. */
function withRange(
  source: SemanticTable,
  ranges: Record<string, [min: string, max: string]>,
): SemanticTable {
  for (const column of source.columns) {
    const range = ranges[column.name];
    if (range) column.stats = { ...column.stats, min: range[0], max: range[1] };
  }
  return source;
}

/** A one-table sales export of order lines (a superstore), with a discount kept as a fraction. */
export function orderLinesModel(): SemanticModel {
  const columns: ColumnSpec[] = [
    ['row_id', 'integer', 'identifier'],
    ['order_id', 'text', 'identifier'],
    ['order_date', 'date', 'time'],
    ['customer_name', 'text', 'dimension', ['Claire Gute', 'Darrin Van Huff']],
    ['segment', 'text', 'dimension', ['Consumer', 'Corporate', 'Home Office']],
    ['country', 'text', 'dimension', ['United States', 'Canada']],
    ['state', 'text', 'dimension', ['California', 'Texas', 'Kentucky']],
    ['category', 'text', 'dimension', ['Furniture', 'Technology', 'Office Supplies']],
    ['sales', 'decimal', 'measure'],
    ['quantity', 'integer', 'measure'],
    ['discount', 'decimal', 'measure'],
    ['profit', 'decimal', 'measure'],
  ];
  const lines = withRange(table('order_lines', ['row_id'], columns), {
    order_date: ['2016-01-03', '2019-12-30'],
    discount: ['0', '0.8'],
    quantity: ['1', '14'],
  });
  return testModel({ tables: [lines], relationships: [] });
}

/** The product's own sample data: one table of orders, one row per order. */
export function sampleSalesModel(): SemanticModel {
  const columns: ColumnSpec[] = [
    ['order_id', 'integer', 'identifier'],
    ['order_date', 'date', 'time'],
    ['region', 'text', 'dimension', ['North', 'South', 'East', 'West']],
    ['country', 'text', 'dimension', ['France', 'Germany', 'Japan']],
    ['customer_segment', 'text', 'dimension', ['Consumer', 'Corporate', 'Small Business']],
    ['product', 'text', 'dimension', ['Laptop', 'Phone', 'Monitor']],
    ['category', 'text', 'dimension', ['Electronics', 'Office']],
    ['quantity', 'integer', 'measure'],
    ['unit_price', 'decimal', 'measure'],
    ['revenue', 'decimal', 'measure'],
  ];
  const sales = withRange(table('sales', ['order_id'], columns), {
    order_date: ['2023-01-01', '2024-12-31'],
  });
  return testModel({ tables: [sales], relationships: [] });
}

/** A relational sales schema: orders shipped by shippers to customers. */
export function shippingModel(): SemanticModel {
  const link = (fromTable: string, from: string, toTable: string, to: string) => ({
    fromTable,
    fromColumns: [from],
    toTable,
    toColumns: [to],
    kind: 'foreign_key' as const,
    confidence: 1,
  });
  return testModel({
    tables: [
      table(
        'customers',
        ['customer_id'],
        [
          ['customer_id', 'text', 'identifier'],
          ['company_name', 'text', 'dimension'],
          ['region', 'text', 'dimension', ['WA', 'SP']],
        ],
      ),
      table(
        'shippers',
        ['shipper_id'],
        [
          ['shipper_id', 'integer', 'identifier'],
          ['company_name', 'text', 'dimension', ['Speedy Express', 'United Package']],
        ],
      ),
      table(
        'orders',
        ['order_id'],
        [
          ['order_id', 'integer', 'identifier'],
          ['customer_id', 'text', 'identifier'],
          ['ship_via', 'integer', 'identifier'],
          ['order_date', 'date', 'time'],
          ['freight', 'decimal', 'measure'],
        ],
      ),
    ],
    relationships: [
      link('orders', 'customer_id', 'customers', 'customer_id'),
      link('orders', 'ship_via', 'shippers', 'shipper_id'),
    ],
  });
}
