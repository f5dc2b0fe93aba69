import type { CorpusCase } from './corpus-case';

/** SQL Server analytics: TOP, brackets, `@p` placeholders, OFFSET/FETCH, APPLY. */
export const allowedMssql: CorpusCase[] = [
  { name: 'top n', sql: 'SELECT TOP 10 id, amount FROM orders ORDER BY amount DESC' },
  { name: 'top in parentheses', sql: 'SELECT TOP (25) id FROM orders ORDER BY created_at DESC' },
  { name: 'top above cap', sql: 'SELECT TOP 20000 id FROM orders ORDER BY id' },
  { name: 'distinct top', sql: 'SELECT DISTINCT TOP 5 country FROM customers ORDER BY country' },
  {
    name: 'bracket identifiers',
    sql: 'SELECT [status], COUNT(*) AS [Order Count] FROM [dbo].[orders] GROUP BY [status]',
  },
  { name: 'one placeholder', sql: 'SELECT id, amount FROM orders WHERE customer_id = @p1' },
  {
    name: 'two placeholders',
    sql: 'SELECT COUNT(*) FROM orders WHERE created_at >= @p1 AND created_at < @p2',
  },
  {
    name: 'offset fetch',
    sql: 'SELECT id FROM orders ORDER BY id OFFSET 10 ROWS FETCH NEXT 20 ROWS ONLY',
  },
  { name: 'offset without fetch', sql: 'SELECT id FROM orders ORDER BY id OFFSET 10 ROWS' },
  {
    name: 'dateadd',
    sql: 'SELECT COUNT(*) FROM orders WHERE created_at > DATEADD(day, -30, GETDATE())',
  },
  {
    name: 'datepart',
    sql: 'SELECT DATEPART(year, created_at) AS y, SUM(amount) AS revenue FROM orders GROUP BY DATEPART(year, created_at)',
  },
  { name: 'format month', sql: "SELECT FORMAT(created_at, 'yyyy-MM') AS month FROM orders" },
  { name: 'convert', sql: 'SELECT CONVERT(varchar(7), created_at, 120) AS month FROM orders' },
  { name: 'isnull', sql: "SELECT id, ISNULL(region, 'n/a') AS region FROM orders" },
  { name: 'iif', sql: "SELECT id, IIF(amount > 100, 'big', 'small') AS size FROM orders" },
  {
    name: 'string_agg',
    sql: "SELECT category, STRING_AGG(name, ', ') AS names FROM products GROUP BY category",
  },
  { name: 'nolock hint', sql: 'SELECT COUNT(*) FROM orders WITH (NOLOCK) WHERE status = @p1' },
  {
    name: 'cross apply string_split',
    sql: "SELECT p.id, s.value AS tag FROM products p CROSS APPLY STRING_SPLIT(p.category, ',') s",
  },
  {
    name: 'outer apply latest order',
    sql: `SELECT c.name, x.amount FROM customers c
OUTER APPLY (SELECT TOP 1 amount FROM orders o WHERE o.customer_id = c.id ORDER BY created_at DESC) x`,
  },
  { name: 'unicode literal', sql: "SELECT id FROM customers WHERE name = N'Zoë'" },
  { name: 'schema qualified', sql: 'SELECT id FROM dbo.orders WHERE amount > 100' },
  {
    name: 'datediff',
    sql: 'SELECT AVG(DATEDIFF(day, created_at, shipped_at)) AS days_to_ship FROM orders',
  },
  {
    name: 'year function',
    sql: 'SELECT YEAR(created_at) AS y, COUNT(*) AS n FROM orders GROUP BY YEAR(created_at)',
  },
  {
    name: 'cte with top',
    sql: `WITH totals AS (SELECT customer_id, SUM(amount) AS total FROM orders GROUP BY customer_id)
SELECT TOP 10 customer_id, total FROM totals ORDER BY total DESC`,
  },
  {
    name: 'cte without top',
    sql: `WITH totals AS (SELECT customer_id, SUM(amount) AS total FROM orders GROUP BY customer_id)
SELECT customer_id, total FROM totals ORDER BY total DESC`,
  },
  {
    name: 'recursive cte without keyword',
    sql: `WITH days AS (SELECT 1 AS n UNION ALL SELECT n + 1 FROM days WHERE n < 7)
SELECT n FROM days`,
  },
  { name: 'count_big', sql: 'SELECT COUNT_BIG(*) AS n FROM events' },
  {
    name: 'len and charindex',
    sql: "SELECT LEN(name) AS l, CHARINDEX('@', email) AS at_pos FROM customers",
  },
  {
    name: 'cast to date',
    sql: 'SELECT CAST(created_at AS date) AS day, COUNT(*) AS n FROM orders GROUP BY CAST(created_at AS date)',
  },
  {
    name: 'percentile_cont over',
    sql: 'SELECT DISTINCT PERCENTILE_CONT(0.5) WITHIN GROUP (ORDER BY amount) OVER () AS median FROM orders',
  },
  {
    name: 'union with order by',
    sql: 'SELECT country AS label FROM customers UNION SELECT region FROM orders ORDER BY label',
  },
  {
    name: 'eomonth',
    sql: 'SELECT EOMONTH(created_at) AS month_end, SUM(amount) AS revenue FROM orders GROUP BY EOMONTH(created_at)',
  },
  { name: 'doubled quote', sql: "SELECT id FROM customers WHERE name = 'O''Brien'" },
  {
    name: 'rollup',
    sql: 'SELECT region, status, SUM(amount) AS revenue FROM orders GROUP BY ROLLUP (region, status)',
  },
  { name: 'except', sql: 'SELECT customer_id FROM orders EXCEPT SELECT id FROM customers' },
];
