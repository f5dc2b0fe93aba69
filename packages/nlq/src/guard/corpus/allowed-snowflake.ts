import type { CorpusCase } from './corpus-case';

/** Snowflake analytics: QUALIFY, IFF, FLATTEN, `?` placeholders, three-part names. */
export const allowedSnowflake: CorpusCase[] = [
  {
    name: 'qualify latest order',
    sql: `SELECT customer_id, id, amount FROM orders
QUALIFY ROW_NUMBER() OVER (PARTITION BY customer_id ORDER BY created_at DESC) = 1`,
  },
  {
    name: 'date_trunc month',
    sql: "SELECT DATE_TRUNC('month', created_at) AS month, SUM(amount) AS revenue FROM orders GROUP BY 1 ORDER BY 1",
  },
  {
    name: 'dateadd',
    sql: 'SELECT COUNT(*) FROM orders WHERE created_at > DATEADD(day, -30, CURRENT_DATE())',
  },
  {
    name: 'cast with double colon',
    sql: 'SELECT created_at::DATE AS day, COUNT(*) FROM orders GROUP BY 1',
  },
  { name: 'one placeholder', sql: 'SELECT id, amount FROM orders WHERE customer_id = ?' },
  {
    name: 'two placeholders',
    sql: 'SELECT COUNT(*) FROM orders WHERE created_at >= ? AND created_at < ?',
  },
  { name: 'iff', sql: "SELECT SUM(IFF(status = 'paid', amount, 0)) AS paid FROM orders" },
  {
    name: 'listagg',
    sql: "SELECT category, LISTAGG(name, ', ') WITHIN GROUP (ORDER BY name) AS names FROM products GROUP BY category",
  },
  { name: 'ilike', sql: "SELECT name FROM customers WHERE name ILIKE '%smith%'" },
  {
    name: 'flatten in table',
    sql: 'SELECT e.id, f.value FROM events e, TABLE(FLATTEN(input => e.properties)) f',
  },
  {
    name: 'lateral flatten',
    sql: 'SELECT e.id, f.value FROM events e, LATERAL FLATTEN(input => e.properties) f',
  },
  { name: 'limit within cap', sql: 'SELECT id FROM orders ORDER BY amount DESC LIMIT 10' },
  { name: 'limit above cap', sql: 'SELECT id FROM orders LIMIT 200000' },
  { name: 'top n', sql: 'SELECT TOP 10 id FROM orders ORDER BY amount DESC' },
  {
    name: 'quoted identifiers',
    sql: 'SELECT "STATUS" AS "Order Status", COUNT(*) FROM "ORDERS" GROUP BY 1',
  },
  { name: 'three-part name', sql: 'SELECT id FROM analytics.public.orders WHERE amount > 100' },
  {
    name: 'to_char',
    sql: "SELECT TO_CHAR(created_at, 'YYYY-MM') AS month, COUNT(*) FROM orders GROUP BY 1",
  },
  { name: 'datediff', sql: "SELECT AVG(DATEDIFF('day', created_at, shipped_at)) FROM orders" },
  { name: 'count_if', sql: "SELECT COUNT_IF(status = 'paid') AS paid FROM orders" },
  { name: 'approx_count_distinct', sql: 'SELECT APPROX_COUNT_DISTINCT(user_id) FROM events' },
  { name: 'median', sql: 'SELECT MEDIAN(amount) FROM orders' },
  { name: 'nvl', sql: "SELECT NVL(region, 'n/a') AS region FROM orders" },
  {
    name: 'split_part',
    sql: "SELECT SPLIT_PART(email, '@', 2) AS domain, COUNT(*) FROM customers GROUP BY 1",
  },
  {
    name: 'recursive cte',
    sql: 'WITH RECURSIVE t (n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 10) SELECT n FROM t',
  },
  { name: 'zeroifnull', sql: 'SELECT ZEROIFNULL(SUM(amount)) FROM orders' },
  { name: 'limit offset', sql: 'SELECT id FROM orders ORDER BY id LIMIT 100 OFFSET 100' },
  { name: 'minus', sql: 'SELECT customer_id FROM orders MINUS SELECT id FROM customers' },
  { name: 'decode', sql: "SELECT DECODE(status, 'paid', 1, 0) AS is_paid FROM orders" },
  { name: 'group by ordinals', sql: 'SELECT region, status, COUNT(*) FROM orders GROUP BY 1, 2' },
  { name: 'try_to_number', sql: 'SELECT TRY_TO_NUMBER(region) FROM orders' },
  { name: 'year function', sql: 'SELECT YEAR(created_at) AS y, COUNT(*) FROM orders GROUP BY 1' },
  { name: 'backslash-escaped quote', sql: "SELECT id FROM customers WHERE name = 'O\\'Brien'" },
  { name: 'bare union', sql: 'SELECT country FROM customers UNION SELECT region FROM orders' },
];
