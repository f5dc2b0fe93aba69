import type { CorpusCase } from './corpus-case';

/**
 * Realistic analytic queries (part one: selects, joins, CTEs, windows) in SQL every supported dialect accepts (no LIMIT, no dialect
 * quoting, no date functions), over the fixture schema customers / orders / order_items /
 * products / events. Each must pass the guard in every dialect.
 */
export const allowedCommonBasics: CorpusCase[] = [
  { name: 'plain select', sql: 'SELECT id, name, email FROM customers' },
  { name: 'select star', sql: 'SELECT * FROM orders' },
  { name: 'count rows', sql: 'SELECT COUNT(*) AS order_count FROM orders' },
  { name: 'filter by status', sql: "SELECT id, amount FROM orders WHERE status = 'paid'" },
  {
    name: 'revenue by status',
    sql: 'SELECT status, SUM(amount) AS revenue FROM orders GROUP BY status',
  },
  {
    name: 'revenue by country with join',
    sql: `SELECT c.country, SUM(o.amount) AS revenue
FROM orders o
JOIN customers c ON c.id = o.customer_id
GROUP BY c.country
ORDER BY revenue DESC`,
  },
  {
    name: 'having filter',
    sql: `SELECT customer_id, COUNT(*) AS orders_placed
FROM orders
GROUP BY customer_id
HAVING COUNT(*) > 3`,
  },
  { name: 'distinct countries', sql: 'SELECT DISTINCT country FROM customers ORDER BY country' },
  { name: 'count distinct', sql: 'SELECT COUNT(DISTINCT customer_id) AS buyers FROM orders' },
  {
    name: 'left join with null check',
    sql: `SELECT c.id, c.name
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id
WHERE o.id IS NULL`,
  },
  {
    name: 'case buckets',
    sql: `SELECT CASE
    WHEN amount < 50 THEN 'small'
    WHEN amount < 200 THEN 'medium'
    ELSE 'large'
  END AS bucket,
  COUNT(*) AS orders_in_bucket
FROM orders
GROUP BY CASE
    WHEN amount < 50 THEN 'small'
    WHEN amount < 200 THEN 'medium'
    ELSE 'large'
  END`,
  },
  {
    name: 'simple cte',
    sql: `WITH paid AS (
  SELECT customer_id, amount FROM orders WHERE status = 'paid'
)
SELECT customer_id, SUM(amount) AS total FROM paid GROUP BY customer_id`,
  },
  {
    name: 'nested ctes',
    sql: `WITH paid AS (
  SELECT customer_id, amount FROM orders WHERE status = 'paid'
),
per_customer AS (
  SELECT customer_id, SUM(amount) AS total FROM paid GROUP BY customer_id
),
ranked AS (
  SELECT customer_id, total, RANK() OVER (ORDER BY total DESC) AS position FROM per_customer
)
SELECT r.customer_id, c.name, r.total
FROM ranked r
JOIN customers c ON c.id = r.customer_id
WHERE r.position <= 10`,
  },
  {
    name: 'row number per customer',
    sql: `SELECT id, customer_id, amount,
  ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY created_at) AS nth_order
FROM orders`,
  },
  {
    name: 'running total',
    sql: `SELECT id, created_at, amount,
  SUM(amount) OVER (ORDER BY created_at ROWS BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW) AS running_total
FROM orders`,
  },
  {
    name: 'lag and lead',
    sql: `SELECT id, amount,
  LAG(amount) OVER (PARTITION BY customer_id ORDER BY created_at) AS previous_amount,
  LEAD(amount) OVER (PARTITION BY customer_id ORDER BY created_at) AS next_amount
FROM orders`,
  },
  {
    name: 'dense rank of products',
    sql: `SELECT name, category, price,
  DENSE_RANK() OVER (PARTITION BY category ORDER BY price DESC) AS price_rank
FROM products`,
  },
  {
    name: 'ntile quartiles',
    sql: 'SELECT customer_id, amount, NTILE(4) OVER (ORDER BY amount) AS quartile FROM orders',
  },
  {
    name: 'share of total with window',
    sql: `SELECT status, SUM(amount) AS revenue,
  SUM(amount) * 100.0 / SUM(SUM(amount)) OVER () AS share_pct
FROM orders
GROUP BY status`,
  },
  {
    name: 'first value',
    sql: `SELECT DISTINCT customer_id,
  FIRST_VALUE(amount) OVER (PARTITION BY customer_id ORDER BY created_at) AS first_amount
FROM orders`,
  },
  {
    name: 'moving average',
    sql: `SELECT id, amount,
  AVG(amount) OVER (ORDER BY created_at ROWS BETWEEN 6 PRECEDING AND CURRENT ROW) AS avg_7
FROM orders`,
  },
];
