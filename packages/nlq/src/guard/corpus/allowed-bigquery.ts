import type { CorpusCase } from './corpus-case';

/** BigQuery analytics: backtick paths, `@p` parameters, UNNEST, QUALIFY, wildcard tables. */
export const allowedBigquery: CorpusCase[] = [
  {
    name: 'backtick project path',
    sql: 'SELECT id, amount FROM `shop-prod.sales.orders` WHERE amount > 100',
  },
  { name: 'one parameter', sql: 'SELECT id FROM sales.orders WHERE customer_id = @p1' },
  {
    name: 'two parameters',
    sql: 'SELECT COUNT(*) FROM sales.orders WHERE created_at >= @p1 AND created_at < @p2',
  },
  {
    name: 'date_trunc month',
    sql: 'SELECT DATE_TRUNC(DATE(created_at), MONTH) AS month, SUM(amount) FROM sales.orders GROUP BY month',
  },
  {
    name: 'timestamp_sub',
    sql: 'SELECT COUNT(*) FROM sales.orders WHERE created_at > TIMESTAMP_SUB(CURRENT_TIMESTAMP(), INTERVAL 30 DAY)',
  },
  {
    name: 'format_date',
    sql: "SELECT FORMAT_DATE('%Y-%m', DATE(created_at)) AS month, COUNT(*) FROM sales.orders GROUP BY month",
  },
  {
    name: 'safe_divide',
    sql: 'SELECT SAFE_DIVIDE(SUM(amount), COUNT(*)) AS avg_order FROM sales.orders',
  },
  { name: 'unnest in from', sql: 'SELECT tag FROM UNNEST(["new", "vip"]) AS tag' },
  {
    name: 'correlated unnest',
    sql: 'SELECT e.id, item FROM sales.events e, UNNEST(e.items) AS item',
  },
  {
    name: 'array_agg with limit',
    sql: 'SELECT category, ARRAY_AGG(name ORDER BY price DESC LIMIT 3) AS top_names FROM sales.products GROUP BY category',
  },
  {
    name: 'string_agg',
    sql: "SELECT category, STRING_AGG(name, ', ') AS names FROM sales.products GROUP BY category",
  },
  {
    name: 'qualify',
    sql: `SELECT customer_id, id FROM sales.orders
QUALIFY ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY created_at DESC) = 1`,
  },
  {
    name: 'union distinct',
    sql: 'SELECT country FROM sales.customers UNION DISTINCT SELECT region FROM sales.orders',
  },
  {
    name: 'except distinct',
    sql: 'SELECT customer_id FROM sales.orders EXCEPT DISTINCT SELECT id FROM sales.customers',
  },
  { name: 'limit within cap', sql: 'SELECT id FROM sales.orders ORDER BY amount DESC LIMIT 10' },
  { name: 'limit above cap', sql: 'SELECT id FROM sales.orders LIMIT 1000000' },
  {
    name: 'if function',
    sql: "SELECT SUM(IF(status = 'paid', amount, 0)) AS paid FROM sales.orders",
  },
  { name: 'ifnull', sql: "SELECT IFNULL(region, 'n/a') AS region FROM sales.orders" },
  { name: 'countif', sql: "SELECT COUNTIF(status = 'paid') AS paid FROM sales.orders" },
  { name: 'approx_count_distinct', sql: 'SELECT APPROX_COUNT_DISTINCT(user_id) FROM sales.events' },
  {
    name: 'extract dayofweek',
    sql: 'SELECT EXTRACT(DAYOFWEEK FROM created_at) AS dow, COUNT(*) FROM sales.orders GROUP BY dow',
  },
  {
    name: 'date_diff',
    sql: 'SELECT AVG(DATE_DIFF(DATE(shipped_at), DATE(created_at), DAY)) FROM sales.orders',
  },
  { name: 'parse_date', sql: "SELECT PARSE_DATE('%Y%m%d', '20240101') AS d" },
  {
    name: 'date spine',
    sql: "SELECT day FROM UNNEST(GENERATE_DATE_ARRAY('2024-01-01', '2024-01-31')) AS day",
  },
  { name: 'double-quoted string', sql: 'SELECT id FROM sales.orders WHERE status = "paid"' },
  {
    name: 'raw string regex',
    sql: "SELECT email FROM sales.customers WHERE REGEXP_CONTAINS(email, r'@example\\.com$')",
  },
  { name: 'hash comment', sql: 'SELECT id FROM sales.orders # ids only\nWHERE amount > 0' },
  { name: 'select except', sql: 'SELECT * EXCEPT (email) FROM sales.customers' },
  {
    name: 'wildcard table',
    sql: "SELECT event_name, COUNT(*) FROM `shop-prod.analytics.events_*` WHERE _TABLE_SUFFIX BETWEEN '20240101' AND '20240131' GROUP BY 1",
  },
  {
    name: 'timestamp_trunc',
    sql: 'SELECT TIMESTAMP_TRUNC(created_at, WEEK) AS week, COUNT(*) FROM sales.orders GROUP BY week',
  },
  { name: 'cast to string', sql: 'SELECT CAST(id AS STRING) AS id_text FROM sales.orders' },
  { name: 'safe_cast', sql: 'SELECT SAFE_CAST(region AS INT64) FROM sales.orders' },
  { name: 'array_length', sql: 'SELECT id, ARRAY_LENGTH(items) AS n FROM sales.events' },
  {
    name: 'backslash-escaped quote',
    sql: "SELECT id FROM sales.customers WHERE name = 'O\\'Brien'",
  },
];
