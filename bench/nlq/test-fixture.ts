import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import initSqlJs from 'sql.js';

/** The fixture database's schema, rows included, in SQLite's own words. */
const SHOP_SQL = `
CREATE TABLE "Customers" ("Id" INTEGER PRIMARY KEY, "Name" TEXT, "City" TEXT, "Age" int);
CREATE TABLE orders (order_id int, customer_id int, amount DECIMAL(10,2), placed DATETIME,
  FOREIGN KEY (customer_id) REFERENCES Customers(Id));
INSERT INTO "Customers" VALUES (1, 'Ann', 'Oslo', 30), (2, 'Bob', 'Rome', ''), (3, 'Cy', 'Oslo', 41);
INSERT INTO orders VALUES (10, 1, 12.5, '2024-01-05 10:00:00'), (11, 1, 7, '2024-02-01 09:30:00'),
  (12, 3, 20.25, '2024-02-03 18:45:00');
`;

/** tables.json's entry for the fixture (natural-language names deliberately unhelpful). */
const SHOP_TABLES = {
  db_id: 'shop',
  table_names: ['people', 'purchases'],
  table_names_original: ['customers', 'orders'],
  column_names: [
    [-1, '*'],
    [0, 'a'],
    [0, 'b'],
    [0, 'c'],
    [0, 'd'],
    [1, 'e'],
    [1, 'f'],
    [1, 'g'],
    [1, 'h'],
  ],
  column_names_original: [
    [-1, '*'],
    [0, 'id'],
    [0, 'name'],
    [0, 'city'],
    [0, 'age'],
    [1, 'order_id'],
    [1, 'customer_id'],
    [1, 'amount'],
    [1, 'placed'],
  ],
  column_types: ['text', 'number', 'text', 'text', 'number', 'number', 'number', 'number', 'time'],
  primary_keys: [1, 5],
  foreign_keys: [
    [6, 1],
    [6, 1],
  ],
};

/** Questions whose gold SQL exercises the harness: quoting, ordering, bare columns, dates. */
const SHOP_QUESTIONS = [
  {
    id: 0,
    db_id: 'shop',
    question: 'How many customers?',
    gold_sql: 'SELECT count(*) FROM customers',
    hardness: 'easy',
  },
  {
    id: 1,
    db_id: 'shop',
    question: 'Customers in Oslo by name',
    gold_sql: 'SELECT name FROM customers WHERE city = "Oslo" ORDER BY name',
    hardness: 'medium',
  },
  {
    id: 2,
    db_id: 'shop',
    question: 'Average order amount',
    gold_sql: 'SELECT avg(amount) FROM orders',
    hardness: 'easy',
  },
  {
    id: 3,
    db_id: 'shop',
    question: 'Name and spend of each buyer',
    gold_sql:
      'SELECT T1.name, sum(T2.amount) FROM customers AS T1 JOIN orders AS T2 ON T1.id = T2.customer_id GROUP BY T1.id',
    hardness: 'hard',
  },
  {
    id: 4,
    db_id: 'shop',
    question: 'When was the last order?',
    gold_sql: 'SELECT max(placed) FROM orders',
    hardness: 'extra',
  },
];

/**
 * Writes a one-database folder in Spider's layout to a new temp dir and returns its path, so
 * tests run the harness on data other than Spider's.
 */
export async function writeShopFolder(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-nlq-fixture-'));
  const SQL = await initSqlJs();
  const db = new SQL.Database();
  db.run(SHOP_SQL);
  mkdirSync(join(dir, 'database', 'shop'), { recursive: true });
  writeFileSync(join(dir, 'database', 'shop', 'shop.sqlite'), db.export());
  db.close();
  writeFileSync(join(dir, 'tables.json'), JSON.stringify([SHOP_TABLES]));
  writeFileSync(
    join(dir, 'questions.jsonl'),
    SHOP_QUESTIONS.map((q) => JSON.stringify(q)).join('\n'),
  );
  return dir;
}
