import type { CorpusCase } from './corpus-case';

/** Databricks (Spark SQL) analytics: backticks, `?` markers, three-level names, Spark functions. */
export const allowedDatabricks: CorpusCase[] = [
  {
    name: 'backtick identifiers',
    sql: 'SELECT `status`, COUNT(*) AS `order count` FROM `orders` GROUP BY `status`',
  },
  { name: 'three-level name', sql: 'SELECT id FROM `main`.`sales`.`orders` WHERE amount > 100' },
  { name: 'unquoted three-level name', sql: 'SELECT id FROM main.sales.orders WHERE amount > 100' },
  { name: 'one marker', sql: 'SELECT id, amount FROM orders WHERE customer_id = ?' },
  {
    name: 'two markers',
    sql: 'SELECT COUNT(*) FROM orders WHERE created_at >= ? AND created_at < ?',
  },
  {
    name: 'date_trunc month',
    sql: "SELECT date_trunc('MONTH', created_at) AS month, SUM(amount) FROM orders GROUP BY date_trunc('MONTH', created_at)",
  },
  {
    name: 'date_add',
    sql: 'SELECT COUNT(*) FROM orders WHERE created_at > date_add(current_date(), -30)',
  },
  { name: 'limit within cap', sql: 'SELECT id FROM orders ORDER BY amount DESC LIMIT 10' },
  { name: 'limit above cap', sql: 'SELECT id FROM orders LIMIT 500000' },
  { name: 'explode in select', sql: 'SELECT id, explode(items) AS item FROM events' },
  {
    name: 'collect_list',
    sql: 'SELECT customer_id, collect_list(id) AS ids FROM orders GROUP BY customer_id',
  },
  {
    name: 'collect_set',
    sql: 'SELECT category, collect_set(name) AS names FROM products GROUP BY category',
  },
  { name: 'concat_ws', sql: "SELECT concat_ws(' ', name, email) AS contact FROM customers" },
  { name: 'nvl', sql: "SELECT nvl(region, 'n/a') AS region FROM orders" },
  { name: 'if function', sql: "SELECT SUM(if(status = 'paid', amount, 0)) AS paid FROM orders" },
  {
    name: 'datediff',
    sql: 'SELECT AVG(datediff(shipped_at, created_at)) AS days_to_ship FROM orders',
  },
  {
    name: 'date_format',
    sql: "SELECT date_format(created_at, 'yyyy-MM') AS month, COUNT(*) FROM orders GROUP BY date_format(created_at, 'yyyy-MM')",
  },
  { name: 'double-quoted string', sql: 'SELECT id FROM orders WHERE status = "paid"' },
  {
    name: 'window with backticks',
    sql: 'SELECT `id`, SUM(`amount`) OVER (PARTITION BY `customer_id` ORDER BY `created_at`) AS `running` FROM `orders`',
  },
  { name: 'percentile_approx', sql: 'SELECT percentile_approx(amount, 0.5) AS median FROM orders' },
  { name: 'approx_count_distinct', sql: 'SELECT approx_count_distinct(user_id) FROM events' },
  { name: 'cast to string', sql: 'SELECT CAST(id AS STRING) AS id_text FROM orders' },
  { name: 'size of array', sql: 'SELECT id, size(items) AS n FROM events' },
  { name: 'to_date', sql: "SELECT COUNT(*) FROM orders WHERE created_at >= to_date('2024-01-01')" },
  {
    name: 'year function',
    sql: 'SELECT year(created_at) AS y, COUNT(*) FROM orders GROUP BY year(created_at)',
  },
  { name: 'backslash-escaped quote', sql: "SELECT id FROM customers WHERE name = 'O\\'Brien'" },
  {
    name: 'current_timestamp',
    sql: 'SELECT COUNT(*) FROM orders WHERE created_at < current_timestamp()',
  },
  {
    name: 'broadcast hint',
    sql: 'SELECT /*+ BROADCAST(c) */ o.id, c.name FROM orders o JOIN customers c ON c.id = o.customer_id',
  },
  { name: 'element_at', sql: "SELECT element_at(properties, 'plan') AS plan FROM events" },
  {
    name: 'cte with limit',
    sql: 'WITH recent AS (SELECT * FROM orders ORDER BY created_at DESC LIMIT 100) SELECT AVG(amount) FROM recent',
  },
  { name: 'group by ordinal', sql: 'SELECT region, COUNT(*) FROM orders GROUP BY 1' },
  { name: 'bare union', sql: 'SELECT country FROM customers UNION SELECT region FROM orders' },
];
