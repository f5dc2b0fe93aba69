import type { CorpusCase } from './corpus-case';

/** MySQL analytics: backticks, `?` placeholders, LIMIT forms, MySQL date and string functions. */
export const allowedMysql: CorpusCase[] = [
  {
    name: 'backtick identifiers',
    sql: 'SELECT `status`, COUNT(*) AS `order count` FROM `orders` GROUP BY `status`',
  },
  {
    name: 'date_format month',
    sql: "SELECT DATE_FORMAT(created_at, '%Y-%m') AS month, SUM(amount) FROM orders GROUP BY month",
  },
  {
    name: 'date_sub interval',
    sql: 'SELECT COUNT(*) FROM orders WHERE created_at > DATE_SUB(NOW(), INTERVAL 30 DAY)',
  },
  {
    name: 'year and month',
    sql: 'SELECT YEAR(created_at) AS y, MONTH(created_at) AS m, COUNT(*) FROM orders GROUP BY y, m',
  },
  { name: 'limit within cap', sql: 'SELECT id FROM orders ORDER BY amount DESC LIMIT 10' },
  { name: 'limit offset comma form', sql: 'SELECT id FROM orders ORDER BY id LIMIT 20, 10' },
  {
    name: 'limit offset keyword form',
    sql: 'SELECT id FROM orders ORDER BY id LIMIT 10 OFFSET 20',
  },
  { name: 'limit above cap', sql: 'SELECT id FROM orders LIMIT 50000' },
  { name: 'one placeholder', sql: 'SELECT id, amount FROM orders WHERE customer_id = ?' },
  {
    name: 'two placeholders',
    sql: 'SELECT COUNT(*) FROM orders WHERE created_at >= ? AND created_at < ?',
  },
  { name: 'ifnull', sql: "SELECT id, IFNULL(region, 'n/a') AS region FROM orders" },
  { name: 'if function', sql: "SELECT SUM(IF(status = 'paid', amount, 0)) AS paid FROM orders" },
  {
    name: 'group_concat',
    sql: "SELECT category, GROUP_CONCAT(name ORDER BY name SEPARATOR ', ') AS names FROM products GROUP BY category",
  },
  { name: 'concat', sql: "SELECT CONCAT(name, ' <', email, '>') AS contact FROM customers" },
  { name: 'double-quoted string', sql: 'SELECT id FROM orders WHERE status = "paid"' },
  { name: 'backslash-escaped quote', sql: "SELECT id FROM customers WHERE name = 'O\\'Brien'" },
  { name: 'doubled quote', sql: "SELECT id FROM customers WHERE name = 'O''Brien'" },
  {
    name: 'recursive cte',
    sql: 'WITH RECURSIVE seq (n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < 10) SELECT n FROM seq',
  },
  {
    name: 'datediff',
    sql: 'SELECT AVG(DATEDIFF(shipped_at, created_at)) AS days_to_ship FROM orders',
  },
  { name: 'hash comment', sql: 'SELECT id FROM orders # only ids\nWHERE amount > 0' },
  {
    name: 'timestampdiff',
    sql: 'SELECT customer_id, TIMESTAMPDIFF(DAY, MIN(created_at), MAX(created_at)) AS span FROM orders GROUP BY customer_id',
  },
  {
    name: 'window with backticks',
    sql: 'SELECT `id`, SUM(`amount`) OVER (PARTITION BY `customer_id` ORDER BY `created_at`) AS `running` FROM `orders`',
  },
  { name: 'like with escape', sql: "SELECT name FROM products WHERE name LIKE 'a\\_%'" },
  { name: 'json extract', sql: "SELECT JSON_EXTRACT(properties, '$.plan') AS plan FROM events" },
  { name: 'bare union', sql: 'SELECT country FROM customers UNION SELECT region FROM orders' },
  {
    name: 'insert string function',
    sql: "SELECT INSERT(name, 1, 1, 'X') AS masked FROM customers",
  },
  { name: 'truncate numeric function', sql: 'SELECT TRUNCATE(amount, 1) AS amount FROM orders' },
  {
    name: 'date function',
    sql: 'SELECT DATE(created_at) AS day, COUNT(*) FROM orders GROUP BY day',
  },
  { name: 'curdate', sql: 'SELECT COUNT(*) FROM orders WHERE DATE(created_at) = CURDATE()' },
  { name: 'week', sql: 'SELECT WEEK(created_at) AS wk, COUNT(*) FROM orders GROUP BY wk' },
  { name: 'round avg', sql: 'SELECT ROUND(AVG(amount), 2) AS avg_amount FROM orders' },
  { name: 'database qualified', sql: 'SELECT id FROM shop.orders WHERE amount > 10' },
  {
    name: 'derived table with limit',
    sql: 'SELECT AVG(amount) FROM (SELECT amount FROM orders ORDER BY created_at DESC LIMIT 100) recent',
  },
  {
    name: 'str_to_date',
    sql: "SELECT COUNT(*) FROM orders WHERE created_at >= STR_TO_DATE('01/02/2024', '%d/%m/%Y')",
  },
];
