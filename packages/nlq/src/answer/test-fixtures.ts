import type {
  AggregateExpr,
  AggregateFunction,
  ColumnExpr,
  ColumnRole,
  ColumnType,
  SelectItem,
  SemanticColumn,
  SemanticModel,
  ShareExpr,
  StructuredQuery,
  TimeGrain,
} from '@tabletalk/contracts';
import { emptyQuery } from '../test-support/structured-query';
import type { AnalyzedResult, ResultColumn, ResultRole } from './answer-types';

function buildColumn(name: string, type: ColumnType, role: ColumnRole, label: string) {
  const column: SemanticColumn = {
    name,
    type,
    nativeType: type,
    role,
    label,
    synonyms: [],
    description: null,
    hidden: false,
    values: [],
    stats: { nullShare: 0, distinctCount: 10, min: null, max: null },
  };
  return column;
}

/**
 * The tiny model the answer tests share: one `orders` table. `nullShares` sets a column's share
 * of empty rows, for the mostly-empty note.
 */
export function buildOrdersModel(nullShares: Record<string, number> = {}): SemanticModel {
  const columns = [
    buildColumn('order_date', 'date', 'time', 'Order date'),
    buildColumn('region', 'text', 'dimension', 'Region'),
    buildColumn('product', 'text', 'dimension', 'Product'),
    buildColumn('quantity', 'integer', 'measure', 'Quantity'),
    buildColumn('revenue', 'decimal', 'measure', 'Revenue'),
  ].map((column) => {
    const nullShare = nullShares[column.name];
    return nullShare === undefined ? column : { ...column, stats: { ...column.stats, nullShare } };
  });
  return {
    version: 1,
    dialect: 'postgres',
    tables: [
      {
        name: 'orders',
        schema: 'public',
        label: 'Orders',
        synonyms: [],
        description: null,
        rowCount: 1000,
        primaryKey: [],
        columns,
      },
    ],
    relationships: [],
    glossary: [],
    builtAt: '2024-01-01T00:00:00Z',
  };
}

/** A column of the `orders` table under its alias `o`. */
export function col(column: string, grain?: TimeGrain): ColumnExpr {
  return grain
    ? { kind: 'column', table: 'o', column, grain }
    : { kind: 'column', table: 'o', column };
}

/** An aggregate over an `orders` column; `null` counts rows. */
export function agg(fn: AggregateFunction, column: string | null): AggregateExpr {
  return { kind: 'aggregate', fn, arg: column === null ? null : col(column) };
}

/** A share of the whole over an aggregate. */
export function share(of: AggregateExpr): ShareExpr {
  return { kind: 'share', of };
}

/** A query over `orders` (alias `o`) with the given select items and any other parts. */
export function buildQuery(
  select: SelectItem[],
  rest: Partial<Omit<StructuredQuery, 'select'>> = {},
): StructuredQuery {
  return emptyQuery({ name: 'orders', schema: 'public', as: 'o' }, { select, ...rest });
}

const DEFAULT_TYPES: Record<ResultRole, ColumnType> = {
  time: 'date',
  category: 'text',
  measure: 'decimal',
};

/** An analyzed result from `[name, role, extras]` triples and already-normalized rows. */
export function buildResult(
  columns: Array<[string, ResultRole, Partial<ResultColumn>?]>,
  rows: unknown[][],
): AnalyzedResult {
  return {
    columns: columns.map(([name, role, extra], index) => ({
      name,
      index,
      role,
      type: DEFAULT_TYPES[role],
      grain: null,
      isShare: false,
      aggregate: null,
      ...extra,
    })),
    rows,
  };
}

/** The column of a built result by name; throws when the test asks for one it did not build. */
export function columnOf(result: AnalyzedResult, name: string): ResultColumn {
  const column = result.columns.find((candidate) => candidate.name === name);
  if (!column) throw new Error(`no column ${name}`);
  return column;
}
