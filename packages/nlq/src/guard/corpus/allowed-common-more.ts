import type { CorpusCase } from './corpus-case';

/**
 * Realistic analytic queries (part two: subqueries, unions, literals, comments) in SQL every
 * supported dialect accepts, over the same fixture schema as `allowedCommonBasics`.
 */
export const allowedCommonMore: CorpusCase[] = [
  {
    name: 'subquery in where with in',
    sql: `SELECT name FROM customers
WHERE id IN (SELECT customer_id FROM orders WHERE amount > 500)`,
  },
  {
    name: 'subquery in where with exists',
    sql: `SELECT c.name FROM customers c
WHERE EXISTS (SELECT 1 FROM orders o WHERE o.customer_id = c.id AND o.status = 'refunded')`,
  },
  {
    name: 'not exists',
    sql: `SELECT p.name FROM products p
WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.product_id = p.id)`,
  },
  {
    name: 'scalar subquery in select',
    sql: `SELECT c.name,
  (SELECT COUNT(*) FROM orders o WHERE o.customer_id = c.id) AS order_count
FROM customers c`,
  },
  {
    name: 'derived table in from',
    sql: `SELECT t.country, AVG(t.total) AS avg_total
FROM (
  SELECT c.country, o.customer_id, SUM(o.amount) AS total
  FROM orders o JOIN customers c ON c.id = o.customer_id
  GROUP BY c.country, o.customer_id
) t
GROUP BY t.country`,
  },
  {
    name: 'comparison with scalar subquery',
    sql: 'SELECT id, amount FROM orders WHERE amount > (SELECT AVG(amount) FROM orders)',
  },
  {
    name: 'union all of selects',
    sql: `SELECT 'customer' AS kind, COUNT(*) AS n FROM customers
UNION ALL
SELECT 'order' AS kind, COUNT(*) AS n FROM orders`,
  },
  {
    name: 'union with order by',
    sql: `SELECT country AS label FROM customers
UNION ALL
SELECT region AS label FROM orders
ORDER BY label`,
  },
  {
    name: 'three table join',
    sql: `SELECT p.category, SUM(i.quantity * i.unit_price) AS sales
FROM order_items i
JOIN products p ON p.id = i.product_id
JOIN orders o ON o.id = i.order_id
WHERE o.status = 'paid'
GROUP BY p.category`,
  },
  {
    name: 'self join',
    sql: `SELECT a.id AS first_order, b.id AS second_order
FROM orders a
JOIN orders b ON a.customer_id = b.customer_id AND b.created_at > a.created_at`,
  },
  {
    name: 'between dates as strings',
    sql: `SELECT COUNT(*) AS orders_q1 FROM orders
WHERE created_at >= '2024-01-01' AND created_at < '2024-04-01'`,
  },
  { name: 'like pattern', sql: "SELECT name FROM customers WHERE email LIKE '%@example.com'" },
  {
    name: 'in list',
    sql: "SELECT id FROM orders WHERE status IN ('paid', 'shipped', 'delivered')",
  },
  { name: 'is not null', sql: 'SELECT id, shipped_at FROM orders WHERE shipped_at IS NOT NULL' },
  { name: 'coalesce', sql: "SELECT id, COALESCE(region, 'unknown') AS region FROM orders" },
  {
    name: 'nullif to avoid division by zero',
    sql: `SELECT customer_id, SUM(amount) / NULLIF(COUNT(*), 0) AS avg_order
FROM orders GROUP BY customer_id`,
  },
  {
    name: 'cast to decimal',
    sql: 'SELECT id, CAST(amount AS DECIMAL(12, 2)) AS amount FROM orders',
  },
  {
    name: 'round and abs',
    sql: 'SELECT id, ROUND(amount, 1) AS rounded, ABS(amount) AS absolute FROM orders',
  },
  {
    name: 'upper and lower',
    sql: 'SELECT UPPER(name) AS shout, LOWER(email) AS mail FROM customers',
  },
  {
    name: 'min max avg',
    sql: 'SELECT MIN(amount) AS low, MAX(amount) AS high, AVG(amount) AS mean FROM orders',
  },
  {
    name: 'literal containing DROP',
    sql: "SELECT id FROM events WHERE event_type = 'DROP TABLE users'",
  },
  {
    name: 'literal containing semicolon',
    sql: "SELECT id FROM events WHERE event_type = 'a;b'",
  },
  {
    name: 'literal with semicolon and drop',
    sql: "SELECT COUNT(*) AS n FROM events WHERE event_type = '; DROP TABLE orders; --'",
  },
  {
    name: 'literal containing limit',
    sql: "SELECT id FROM events WHERE event_type = 'limit 5'",
  },
  {
    name: 'literal with comment markers',
    sql: "SELECT id FROM events WHERE event_type IN ('--', '/* x */', '#')",
  },
  {
    name: 'literal with statement words',
    sql: "SELECT 'INSERT INTO t; DELETE FROM t; UPDATE t SET a = 1' AS note FROM customers",
  },
  {
    name: 'literal naming a catalog',
    sql: "SELECT id FROM events WHERE event_type = 'information_schema.tables'",
  },
  {
    name: 'literal naming a denied function',
    sql: "SELECT id FROM events WHERE event_type = 'pg_sleep(10)'",
  },
  {
    name: 'line comment',
    sql: `-- revenue by status for the weekly report
SELECT status, SUM(amount) AS revenue
FROM orders -- all orders
GROUP BY status`,
  },
  {
    name: 'block comment',
    sql: `/* top customers
   by lifetime value */
SELECT customer_id, SUM(amount) AS ltv FROM orders GROUP BY customer_id`,
  },
  {
    name: 'comment mentioning drop',
    sql: `SELECT id FROM orders -- do not DROP or DELETE anything here; read only
WHERE amount > 10`,
  },
  { name: 'trailing semicolon', sql: 'SELECT id FROM orders;' },
  { name: 'trailing semicolon and comment', sql: 'SELECT id FROM orders; -- done' },
  {
    name: 'names containing statement words',
    sql: 'SELECT created_at AS updated_at, id AS deleted_id, customer_id AS insert_source FROM orders',
  },
  {
    name: 'aggregate with case filter',
    sql: `SELECT customer_id,
  SUM(CASE WHEN status = 'paid' THEN amount ELSE 0 END) AS paid,
  SUM(CASE WHEN status = 'refunded' THEN amount ELSE 0 END) AS refunded
FROM orders GROUP BY customer_id`,
  },
  {
    name: 'conversion rate',
    sql: `SELECT COUNT(DISTINCT CASE WHEN event_type = 'purchase' THEN user_id END) * 1.0
  / COUNT(DISTINCT user_id) AS conversion
FROM events`,
  },
  {
    name: 'cohort counts',
    sql: `WITH first_orders AS (
  SELECT customer_id, MIN(created_at) AS first_at FROM orders GROUP BY customer_id
)
SELECT f.first_at, COUNT(*) AS customers
FROM first_orders f
GROUP BY f.first_at`,
  },
  {
    name: 'top product per category',
    sql: `SELECT category, name, price FROM (
  SELECT category, name, price,
    ROW_NUMBER() OVER (PARTITION BY category ORDER BY price DESC) AS rn
  FROM products
) ranked
WHERE rn = 1`,
  },
  {
    name: 'repeat customers',
    sql: `SELECT COUNT(*) AS repeat_customers FROM (
  SELECT customer_id FROM orders GROUP BY customer_id HAVING COUNT(*) >= 2
) r`,
  },
  {
    name: 'percent rank',
    sql: 'SELECT id, amount, PERCENT_RANK() OVER (ORDER BY amount) AS pct FROM orders',
  },
  {
    name: 'multiple aggregates per segment',
    sql: `SELECT c.segment, COUNT(DISTINCT c.id) AS customers, COUNT(o.id) AS orders,
  SUM(o.amount) AS revenue
FROM customers c
LEFT JOIN orders o ON o.customer_id = c.id
GROUP BY c.segment
ORDER BY revenue DESC`,
  },
  {
    name: 'order items per order',
    sql: `SELECT order_id, SUM(quantity) AS units, SUM(quantity * unit_price) AS value
FROM order_items GROUP BY order_id HAVING SUM(quantity) > 1`,
  },
  {
    name: 'cross join for a grid',
    sql: `SELECT s.status, c.country
FROM (SELECT DISTINCT status FROM orders) s
CROSS JOIN (SELECT DISTINCT country FROM customers) c`,
  },
  {
    name: 'correlated subquery for latest order',
    sql: `SELECT o.customer_id, o.id, o.amount FROM orders o
WHERE o.created_at = (SELECT MAX(o2.created_at) FROM orders o2 WHERE o2.customer_id = o.customer_id)`,
  },
  {
    name: 'any comparison via in with union',
    sql: `SELECT id FROM customers WHERE country IN (
  SELECT country FROM customers WHERE segment = 'enterprise'
  UNION ALL
  SELECT region FROM orders WHERE amount > 1000
)`,
  },
  {
    name: 'events per type per user',
    sql: `SELECT user_id, event_type, COUNT(*) AS n
FROM events
WHERE event_type <> 'heartbeat'
GROUP BY user_id, event_type
ORDER BY n DESC`,
  },
  {
    name: 'not in with subquery',
    sql: 'SELECT id FROM products WHERE category NOT IN (SELECT category FROM products WHERE price > 1000)',
  },
  {
    name: 'arithmetic expressions',
    sql: 'SELECT order_id, quantity * unit_price AS line_total, unit_price * 0.2 AS tax FROM order_items',
  },
  {
    name: 'mixed case keywords',
    sql: 'select status, count(*) As N from orders Where amount > 0 GROUP by status',
  },
  {
    name: 'parenthesised where logic',
    sql: `SELECT id FROM orders
WHERE (status = 'paid' OR status = 'shipped') AND (amount > 100 OR region = 'EU')`,
  },
  {
    name: 'count by two columns ordered by two',
    sql: `SELECT region, status, COUNT(*) AS n FROM orders GROUP BY region, status ORDER BY region, n DESC`,
  },
];
