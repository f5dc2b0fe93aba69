import type { SemanticModel, SemanticTable, StructuredQuery } from '@tabletalk/contracts';
import { shopModel, table, testModel } from '../test-support/shop-model';
import { emptyQuery } from '../test-support/structured-query';
import type { DescribeContext } from './answer-types';

/** Every row of `column` has its own value: a unique key without being the primary key. */
function withUniqueColumn(built: SemanticTable, column: string): SemanticTable {
  const columns = built.columns.map((candidate) =>
    candidate.name === column
      ? { ...candidate, stats: { ...candidate.stats, distinctCount: built.rowCount } }
      : candidate,
  );
  return { ...built, columns };
}

/**
 * Models the description tests read several ways, so a rule holds beyond one table: a shop
 * (customers, orders, products), an uploaded file whose table is called `data` with a unique
 * `order_id`, a sheet with an `Invoice no` key, and a log with no key at all.
 */
export const describeModels = {
  shop: shopModel(),
  upload: testModel({
    tables: [
      withUniqueColumn(
        table(
          'data',
          [],
          [
            ['order_id', 'text', 'identifier'],
            ['order_date', 'date', 'time'],
            ['product', 'text', 'dimension', ['Laptop', 'Desk']],
            ['revenue', 'decimal', 'measure'],
          ],
        ),
        'order_id',
      ),
    ],
    relationships: [],
  }),
  sheet: testModel({
    tables: [
      table(
        'sheet1',
        ['invoice_no'],
        [
          ['invoice_no', 'integer', 'identifier'],
          ['country', 'text', 'dimension', ['France', 'Japan']],
          ['amount', 'decimal', 'measure'],
        ],
      ),
    ],
    relationships: [],
  }),
  log: testModel({
    tables: [
      table(
        'information',
        [],
        [
          ['host', 'text', 'dimension'],
          ['seen_at', 'timestamp', 'time'],
          ['bytes', 'integer', 'measure'],
        ],
      ),
    ],
    relationships: [],
  }),
} satisfies Record<string, SemanticModel>;

/** A query over one table of a model, under the alias `t`. */
export function queryOf(name: string, parts: Partial<StructuredQuery> = {}): StructuredQuery {
  return emptyQuery({ name, schema: null, as: 't' }, parts);
}

/** A context for describing a result of `query` over `model`. */
export function contextOf(model: SemanticModel, query: StructuredQuery): DescribeContext {
  return { query, model, truncated: false, interpretation: '' };
}
