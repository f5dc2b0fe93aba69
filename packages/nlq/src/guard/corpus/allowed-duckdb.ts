import type { CorpusCase } from './corpus-case';

/** DuckDB analytics: QUALIFY, `?` placeholders, range/unnest, DuckDB date functions. */
export const allowedDuckdb: CorpusCase[] = [
  {
    name: 'qualify latest order',
    sql: `SELECT customer_id, id, amount FROM orders
QUALIFY ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY created_at DESC) = 1`,
  },
  {
    name: 'date_trunc month',
    sql: "SELECT date_trunc('month', created_at) AS month, SUM(amount) FROM orders GROUP BY 1 ORDER BY 1",
  },
  {
    name: 'group by all',
    sql: 'SELECT status, region, SUM(amount) AS revenue FROM orders GROUP BY ALL',
  },
  { name: 'select exclude', sql: 'SELECT * EXCLUDE (email) FROM customers' },
  { name: 'one placeholder', sql: 'SELECT id, amount FROM orders WHERE customer_id = ?' },
  {
    name: 'three placeholders',
    sql: 'SELECT COUNT(*) FROM orders WHERE status = ? AND created_at >= ? AND created_at < ?',
  },
  { name: 'limit placeholder', sql: 'SELECT id FROM orders ORDER BY amount DESC LIMIT ?' },
  {
    name: 'string_agg',
    sql: "SELECT category, string_agg(name, ', ') FROM products GROUP BY category",
  },
  {
    name: 'list aggregate',
    sql: 'SELECT customer_id, list(id) AS ids FROM orders GROUP BY customer_id',
  },
  {
    name: 'strftime month',
    sql: "SELECT strftime(created_at, '%Y-%m') AS month, COUNT(*) FROM orders GROUP BY 1",
  },
  { name: 'range table function', sql: 'SELECT range AS n FROM range(0, 10)' },
  {
    name: 'generate_series spine',
    sql: "SELECT * FROM generate_series(TIMESTAMP '2024-01-01', TIMESTAMP '2024-12-01', INTERVAL 1 MONTH)",
  },
  { name: 'unnest list literal', sql: 'SELECT unnest([1, 2, 3]) AS n' },
  { name: 'median', sql: 'SELECT median(amount) AS median_amount FROM orders' },
  { name: 'quantile_cont', sql: 'SELECT quantile_cont(amount, 0.9) AS p90 FROM orders' },
  {
    name: 'arg_max',
    sql: 'SELECT category, arg_max(name, price) AS priciest FROM products GROUP BY category',
  },
  { name: 'ilike', sql: "SELECT name FROM customers WHERE name ILIKE '%smith%'" },
  {
    name: 'cast with double colon',
    sql: 'SELECT created_at::DATE AS day, COUNT(*) FROM orders GROUP BY 1',
  },
  {
    name: 'filter clause',
    sql: "SELECT COUNT(*) FILTER (WHERE status = 'paid') AS paid FROM orders",
  },
  {
    name: 'distinct on',
    sql: 'SELECT DISTINCT ON (customer_id) customer_id, amount FROM orders ORDER BY customer_id, created_at DESC',
  },
  {
    name: 'interval literal',
    sql: 'SELECT COUNT(*) FROM orders WHERE created_at > current_date - INTERVAL 30 DAY',
  },
  {
    name: 'date_diff',
    sql: "SELECT AVG(date_diff('day', created_at, shipped_at)) AS days_to_ship FROM orders",
  },
  { name: 'limit offset', sql: 'SELECT id FROM orders ORDER BY id LIMIT 100 OFFSET 10' },
  { name: 'limit above cap', sql: 'SELECT * FROM events LIMIT 1000000' },
  { name: 'quoted identifiers', sql: 'SELECT "status" AS "Order Status" FROM "orders"' },
  {
    name: 'recursive cte',
    sql: 'WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 10) SELECT * FROM t',
  },
  { name: 'nulls last', sql: 'SELECT id FROM orders ORDER BY shipped_at NULLS LAST' },
  { name: 'join using', sql: 'SELECT * FROM orders JOIN customers USING (id)' },
  {
    name: 'cte shadowing a table name',
    sql: "WITH orders AS (SELECT * FROM orders WHERE status <> 'cancelled') SELECT COUNT(*) FROM orders",
  },
  { name: 'doubled quote in literal', sql: "SELECT id FROM customers WHERE name = 'O''Brien'" },
  {
    name: 'any_value',
    sql: 'SELECT customer_id, any_value(region) FROM orders GROUP BY customer_id',
  },
  { name: 'schema qualified', sql: 'SELECT id FROM main.orders' },
  {
    name: 'regexp_matches filter',
    sql: "SELECT email FROM customers WHERE regexp_matches(email, '@example\\.com$')",
  },
];
