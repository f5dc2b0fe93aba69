import type {
  Answer,
  AskResult,
  ChartSpec,
  SemanticColumn,
  SemanticModel,
  StructuredQuery,
} from '@tabletalk/contracts';

/**
 * The question engine's output for a sales table, as a knowledge build and answered questions
 * store it: the semantic model, readings and answers with rows and charts.
 */

export const REGIONS = ['East', 'North', 'South', 'West'];

function column(
  name: string,
  type: SemanticColumn['type'],
  nativeType: string,
  role: SemanticColumn['role'],
  label: string,
  values: string[] = [],
): SemanticColumn {
  return {
    name,
    type,
    nativeType,
    role,
    label,
    synonyms: role === 'measure' ? [`total ${name}`] : [],
    description: null,
    hidden: false,
    values: values.map((value, i) => ({ value, count: 400 - i * 37 })),
    stats: {
      nullShare: 0,
      distinctCount: values.length || 900,
      min: values[0] ?? null,
      max: values.at(-1) ?? null,
    },
  };
}

/** The columns of the seeded sales tables, as a file load records them. */
export const SALES_COLUMNS = [
  { name: 'order_id', type: 'integer', nativeType: 'BIGINT' },
  { name: 'order_date', type: 'date', nativeType: 'DATE' },
  { name: 'region', type: 'text', nativeType: 'VARCHAR' },
  { name: 'category', type: 'text', nativeType: 'VARCHAR' },
  { name: 'revenue', type: 'decimal', nativeType: 'DOUBLE' },
  { name: 'quantity', type: 'integer', nativeType: 'BIGINT' },
];

/** The knowledge of a sales table, as a knowledge build leaves it. */
export function salesModel(table: string, version: number, builtAt: string): SemanticModel {
  return {
    version,
    dialect: 'duckdb',
    tables: [
      {
        name: table,
        schema: null,
        label: 'Sales',
        synonyms: ['orders', 'sales'],
        description: version > 1 ? 'One row per order line.' : null,
        rowCount: 1_200,
        primaryKey: ['order_id'],
        columns: [
          column('order_id', 'integer', 'BIGINT', 'identifier', 'Order ID'),
          column('order_date', 'date', 'DATE', 'time', 'Order date'),
          column('region', 'text', 'VARCHAR', 'dimension', 'Region', REGIONS),
          column('category', 'text', 'VARCHAR', 'dimension', 'Category', [
            'Books',
            'Games',
            'Toys',
          ]),
          column('revenue', 'decimal', 'DOUBLE', 'measure', 'Revenue'),
          column('quantity', 'integer', 'BIGINT', 'measure', 'Quantity'),
        ],
      },
    ],
    relationships: [],
    glossary: [{ term: 'AOV', definition: 'Average order value: revenue divided by orders.' }],
    builtAt,
  };
}

const revenue = {
  kind: 'aggregate',
  fn: 'sum',
  arg: { kind: 'column', table: 't', column: 'revenue' },
} as const;

/** "Total revenue by region", as the question engine reads it. */
export function revenueByRegion(table: string): StructuredQuery {
  const region = { kind: 'column', table: 't', column: 'region' } as const;
  return {
    from: { name: table, schema: null, as: 't' },
    joins: [],
    select: [
      { expr: region, as: 'Region' },
      { expr: revenue, as: 'Revenue' },
    ],
    distinct: false,
    where: [{ kind: 'compare', left: region, op: 'neq', value: 'Unknown' }],
    groupBy: [region],
    having: [],
    orderBy: [{ expr: revenue, direction: 'desc' }],
    limit: null,
  };
}

/** "Total revenue in August", a single value. */
export function totalRevenue(table: string): StructuredQuery {
  return {
    from: { name: table, schema: null, as: 't' },
    joins: [],
    select: [{ expr: revenue, as: 'Revenue' }],
    distinct: false,
    where: [
      {
        kind: 'between',
        left: { kind: 'column', table: 't', column: 'order_date' },
        low: '2025-08-01',
        high: '2025-08-31',
      },
    ],
    groupBy: [],
    having: [],
    orderBy: [],
    limit: null,
  };
}

function barChart(x: string, y: string): ChartSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v5.json',
    mark: { type: 'bar', tooltip: true },
    encoding: {
      x: { field: x, type: 'nominal', sort: '-y' },
      y: { field: y, type: 'quantitative' },
    },
  };
}

const BY_REGION_SQL =
  'SELECT region AS "Region", sum(revenue) AS "Revenue" FROM sales GROUP BY 1 ORDER BY 2 DESC';
const TOTAL_SQL = `SELECT sum(revenue) AS "Revenue" FROM sales WHERE order_date BETWEEN '2025-08-01' AND '2025-08-31'`;

/** An answer of the engine to `revenueByRegion` (a chart) or `totalRevenue` (a widget). */
export function answered(query: StructuredQuery, seed: number): AskResult {
  const grouped = query.groupBy.length > 0;
  const byRegion: Partial<Answer> = {
    sql: BY_REGION_SQL,
    interpretation: 'Total revenue by region',
    columns: [
      { name: 'Region', type: 'text' },
      { name: 'Revenue', type: 'decimal' },
    ],
    rows: REGIONS.map((region, i) => [region, 1_000 + ((seed * 7 + i * 131) % 900) + 0.5]),
    displayKind: 'GRAPH',
    chart: barChart('Region', 'Revenue'),
    description: 'East leads on revenue.',
  };
  const total: Partial<Answer> = {
    sql: TOTAL_SQL,
    interpretation: 'Total revenue in August',
    columns: [{ name: 'Revenue', type: 'decimal' }],
    rows: [[48_210.25 + seed]],
    displayKind: 'WIDGET',
    chart: null,
    description: 'Revenue in August was 48.2K.',
  };
  const answer: Answer = {
    structuredQuery: query,
    origin: 'engine',
    sql: '',
    interpretation: '',
    confidence: 0.86 + (seed % 10) / 100,
    columns: [],
    rows: [],
    truncated: false,
    displayKind: 'TABLE',
    chart: null,
    description: '',
    notes: seed % 5 === 0 ? ['The current month is partial.'] : [],
    readings: [],
    ...(grouped ? byRegion : total),
  };
  return { status: 'answered', answer, message: null };
}

/** A question the engine could not read. */
export const DECLINED: AskResult = {
  status: 'declined',
  answer: null,
  message: 'I could not match "churn" to a column of this source.',
};
