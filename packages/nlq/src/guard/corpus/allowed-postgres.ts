import type { CorpusCase } from './corpus-case';

/** PostgreSQL analytics: DISTINCT ON, casts, FILTER, generate_series, `$n` placeholders. */
export const allowedPostgres: CorpusCase[] = [
  {
    name: 'distinct on latest order per customer',
    sql: `SELECT DISTINCT ON (customer_id) customer_id, id, amount
FROM orders ORDER BY customer_id, created_at DESC`,
  },
  {
    name: 'monthly revenue with date_trunc and cast',
    sql: `SELECT date_trunc('month', created_at)::date AS month, SUM(amount) AS revenue
FROM orders GROUP BY 1 ORDER BY 1`,
  },
  {
    name: 'interval arithmetic',
    sql: "SELECT COUNT(*) FROM orders WHERE created_at > now() - interval '30 days'",
  },
  { name: 'ilike', sql: "SELECT name FROM customers WHERE name ILIKE '%smith%'" },
  {
    name: 'filter clause',
    sql: `SELECT COUNT(*) FILTER (WHERE status = 'paid') AS paid,
  COUNT(*) FILTER (WHERE status = 'refunded') AS refunded
FROM orders`,
  },
  {
    name: 'median with percentile_cont',
    sql: 'SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY amount) AS median FROM orders',
  },
  {
    name: 'string_agg',
    sql: "SELECT category, string_agg(name, ', ' ORDER BY name) AS names FROM products GROUP BY category",
  },
  {
    name: 'array_agg',
    sql: 'SELECT customer_id, array_agg(id) AS order_ids FROM orders GROUP BY customer_id',
  },
  {
    name: 'date spine with generate_series',
    sql: `SELECT m.month, COALESCE(SUM(o.amount), 0) AS revenue
FROM generate_series('2024-01-01'::date, '2024-12-01'::date, interval '1 month') AS m(month)
LEFT JOIN orders o ON date_trunc('month', o.created_at) = m.month
GROUP BY m.month ORDER BY m.month`,
  },
  {
    name: 'unnest an array',
    sql: "SELECT tag FROM unnest(ARRAY['new', 'vip', 'churned']) AS tag",
  },
  { name: 'limit within cap', sql: 'SELECT id FROM orders ORDER BY amount DESC LIMIT 10' },
  { name: 'limit with offset', sql: 'SELECT id FROM orders ORDER BY id LIMIT 50 OFFSET 100' },
  { name: 'limit above cap', sql: 'SELECT id FROM orders LIMIT 50000' },
  {
    name: 'fetch first',
    sql: 'SELECT id FROM orders ORDER BY amount DESC FETCH FIRST 10 ROWS ONLY',
  },
  {
    name: 'quoted identifiers',
    sql: 'SELECT status AS "Order Status", COUNT(*) AS "Order Count" FROM "orders" GROUP BY status',
  },
  { name: 'limit placeholder', sql: 'SELECT id FROM orders ORDER BY amount DESC LIMIT $1' },
  { name: 'one placeholder', sql: 'SELECT id, amount FROM orders WHERE customer_id = $1' },
  {
    name: 'two placeholders',
    sql: 'SELECT COUNT(*) FROM orders WHERE created_at >= $1 AND created_at < $2',
  },
  {
    name: 'cte shadowing a table name',
    sql: `WITH orders AS (SELECT * FROM orders WHERE status <> 'cancelled')
SELECT COUNT(*) AS live_orders FROM orders`,
  },
  { name: 'doubled quote in literal', sql: "SELECT id FROM customers WHERE name = 'O''Brien'" },
  {
    name: 'dollar-quoted literal with drop and semicolon',
    sql: 'SELECT id FROM events WHERE event_type = $$DROP TABLE x; --$$',
  },
  {
    name: 'extract year',
    sql: 'SELECT EXTRACT(YEAR FROM created_at) AS year, COUNT(*) FROM orders GROUP BY 1',
  },
  {
    name: 'to_char month',
    sql: "SELECT to_char(created_at, 'YYYY-MM') AS month, SUM(amount) FROM orders GROUP BY 1",
  },
  {
    name: 'json field',
    sql: "SELECT properties->>'plan' AS plan, COUNT(*) FROM events GROUP BY 1",
  },
  {
    name: 'named window',
    sql: `SELECT id, SUM(amount) OVER w AS running, AVG(amount) OVER w AS avg_running
FROM orders WINDOW w AS (PARTITION BY customer_id ORDER BY created_at)`,
  },
  {
    name: 'rollup',
    sql: `SELECT c.country, c.segment, SUM(o.amount) FROM orders o
JOIN customers c ON c.id = o.customer_id GROUP BY ROLLUP (c.country, c.segment)`,
  },
  {
    name: 'lateral top three orders',
    sql: `SELECT c.name, t.amount FROM customers c
JOIN LATERAL (
  SELECT amount FROM orders o WHERE o.customer_id = c.id ORDER BY amount DESC LIMIT 3
) t ON true`,
  },
  {
    name: 'recursive cte',
    sql: `WITH RECURSIVE days(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM days WHERE n < 7)
SELECT n FROM days`,
  },
  {
    name: 'nulls last',
    sql: 'SELECT id, shipped_at FROM orders ORDER BY shipped_at DESC NULLS LAST',
  },
  {
    name: 'except',
    sql: 'SELECT customer_id FROM orders EXCEPT SELECT id FROM customers WHERE segment = $1',
  },
  {
    name: 'intersect',
    sql: "SELECT customer_id FROM orders WHERE status = 'paid' INTERSECT SELECT id FROM customers",
  },
  { name: 'schema qualified', sql: 'SELECT id FROM public.orders WHERE amount > 100' },
  {
    name: 'current_date arithmetic',
    sql: 'SELECT id FROM orders WHERE created_at::date > current_date - 7',
  },
  { name: 'regex match', sql: "SELECT email FROM customers WHERE email ~ '@example\\.com$'" },
  {
    name: 'split_part',
    sql: "SELECT split_part(email, '@', 2) AS domain, COUNT(*) FROM customers GROUP BY 1",
  },
  {
    name: 'full outer join',
    sql: `SELECT c.id, o.id FROM customers c FULL OUTER JOIN orders o ON o.customer_id = c.id`,
  },
  { name: 'join using', sql: 'SELECT * FROM orders JOIN customers USING (id)' },
  { name: 'bare union', sql: 'SELECT country FROM customers UNION SELECT region FROM orders' },
];
