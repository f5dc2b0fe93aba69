/**
 * Arbitraries of hostile SQL for the guard's property tests: statements put together from
 * fragments an attacker (or a confused model) would use, and valid SELECTs of the corpus mutated
 * by such fragments. Test-only; long because it is mostly lists.
 */
import type { Dialect } from '@tabletalk/contracts';
import fc from 'fast-check';
import { allowedByDialect } from './corpus/allowed';

/** Words of statements, clauses and write verbs, in mixed letter case. */
const words = [
  'SELECT',
  'select',
  'SeLeCt',
  'FROM',
  'WHERE',
  'GROUP BY',
  'ORDER BY',
  'HAVING',
  'LIMIT 5',
  'OFFSET 1',
  'WITH x AS',
  'AS',
  'UNION',
  'UNION ALL',
  'EXCEPT',
  'JOIN',
  'ON',
  'AND',
  'OR',
  'NOT',
  'IN',
  'EXISTS',
  'CASE WHEN',
  'THEN',
  'ELSE',
  'END',
  'DISTINCT',
  'QUALIFY',
  'VALUES (1)',
  'TABLE',
  'INTO',
  'into outfile',
  'RETURNING *',
  'FOR UPDATE',
  'FOR SHARE',
  'INSERT INTO orders VALUES (1)',
  'Update orders SET amount = 0',
  'dElEtE FROM orders',
  'DROP TABLE orders',
  'CREATE TABLE t AS',
  'create macro m() as 1',
  'ALTER TABLE orders',
  'TRUNCATE orders',
  'MERGE INTO orders',
  'ATTACH',
  "attach 'x.db' as x",
  'DETACH',
  'COPY orders TO',
  "copy (select 1) to '/tmp/x.csv'",
  'EXPORT DATABASE',
  'IMPORT DATABASE',
  'INSTALL httpfs',
  'LOAD httpfs',
  'PRAGMA',
  'pragma database_list',
  'SET',
  "SET memory_limit = '1GB'",
  'RESET',
  'CALL',
  'EXPLAIN',
  'EXPLAIN ANALYZE',
  'SUMMARIZE',
  'DESCRIBE',
  'SHOW TABLES',
  'USE',
  'BEGIN',
  'COMMIT',
  'ROLLBACK',
  'CHECKPOINT',
  'VACUUM',
  'GRANT',
  'EXEC',
  'EXECUTE',
  'PREPARE p AS',
  'DECLARE',
  'WAITFOR',
  'LOCK',
  'UPDLOCK',
  'WITH (NOLOCK)',
  'PIVOT',
  'FROM orders SELECT *',
];

/** Names: plain, qualified, quoted every way, catalogs and odd ones. */
const names = [
  'orders',
  'customers',
  'products',
  'order_items',
  'events',
  'id',
  'amount',
  'status',
  'created_at',
  'o.id',
  'main.orders',
  '"orders"',
  '"weird ""name"""',
  '"select"',
  '"drop table orders"',
  '`orders`',
  '`a``b`',
  '[orders]',
  '[a]]b]',
  'information_schema.tables',
  'pg_catalog.pg_tables',
  'sqlite_master',
  'duckdb_tables()',
  'mysql.user',
  'sys.objects',
  '"INFORMATION_SCHEMA"."TABLES"',
  'system.access',
  'update',
  'x.delete',
  '_',
  '$x',
  'ä',
];

/** Calls, harmless and not. */
const calls = [
  'count(*)',
  'sum(amount)',
  'max(created_at)',
  "coalesce(status, '')",
  "read_csv('/etc/passwd')",
  "read_csv_auto('x.csv')",
  "query('drop table orders')",
  "query_table('orders')",
  "nextval('s')",
  'setseed(0.5)',
  "getenv('HOME')",
  "current_setting('threads')",
  'range(3)',
  'generate_series(1, 3)',
  "glob('*')",
  'pg_sleep(1)',
  'sleep(1)',
  "load_file('/etc/passwd')",
  "openrowset('x')",
  "json_execute_serialized_sql('x')",
  "sniff_csv('x')",
  'duckdb_settings()',
  "lower('A')",
  "INSERT('abc', 1, 1, 'x')",
  'now()',
  'random()',
];

/** Literals, including ones that hide separators, comments and quotes. */
const literals = [
  "'a'",
  "'it''s'",
  "';'",
  "'--'",
  "'/*'",
  "'*/'",
  "'\\''",
  "E'\\''",
  "e'\\\\'",
  "N'x'",
  "X'41'",
  "x'4'",
  '$$ ; drop table orders $$',
  '$tag$ ; $tag$',
  '$a$',
  '"',
  "'",
  '`',
  '[',
  ']',
  '1',
  '-1',
  '1e309',
  '0x10',
  '.5',
  '1.2.3',
  'NULL',
  'TRUE',
  "DATE '2024-01-01'",
  "INTERVAL '1' DAY",
];

/** Punctuation, operators, parameters and separators. */
const operators = [
  ',',
  '(',
  ')',
  '((',
  '))',
  '(((((((((((',
  ')))))))))))',
  ';',
  ';;',
  '; ',
  '=',
  '<>',
  '!=',
  '::text',
  '||',
  '*',
  '.',
  '?',
  '$1',
  '@p1',
  '@@version',
  ':name',
  '%s',
  '\\',
  '\\;',
  '{',
  '}',
  '->>',
  '@>',
];

/** Comments of every dialect, closed, unclosed, nested and executable. */
const comments = [
  '--',
  '-- x\n',
  '--;\n',
  '/*',
  '*/',
  '/**/',
  '/* ; drop table orders */',
  '/*! drop table orders */',
  '/*!50000 select */',
  '/*+ hint */',
  '/* /* nested */ */',
  '/* /* nested */ ; drop table orders */',
  '#',
  '# x\n',
  '{fn now()}',
];

/** Spaces and look-alike characters: keywords disguised by Unicode. */
const unicode = [
  ' ',
  '  ',
  '\n',
  '\t',
  '\r\n',
  '\r',
  '\f',
  '\v',
  '\u0000',
  '\u00a0',
  '\u200b',
  '\u200d',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\u3000',
  '\u0405ELECT',
  'S\u0395LECT',
  '\uff33\uff25\uff2c\uff25\uff23\uff34',
  '\uff24\uff32\uff2f\uff30 TABLE orders',
  'DROP\u200bTABLE orders',
  '\u0130NSERT INTO orders VALUES (1)',
  '\u0131nsert into orders values (1)',
  '\u017felect',
  'dr\u00f6p',
  '\u1d05\u0280\u1d0f\u1d18',
  '\ud83d\udca3',
  '\ud800',
  '\u0301',
];

const fragments = [
  ...words,
  ...names,
  ...calls,
  ...literals,
  ...operators,
  ...comments,
  ...unicode,
];

/** One fragment: mostly from the lists, sometimes any Unicode text. */
export const fragment: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom(...fragments) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 6 }) },
);

const separator = fc.constantFrom(' ', ' ', ' ', '', '\n', '\t', '/**/');

/** A statement-like text of fragments, joined by spaces, nothing or comments. */
export const sqlish: fc.Arbitrary<string> = fc
  .array(fc.tuple(fragment, separator), { minLength: 1, maxLength: 24 })
  .map((parts) => parts.map(([part, gap]) => part + gap).join(''));

/** A statement-like text that starts the way a query does, so it gets past the first checks. */
export const selectish: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom('SELECT ', 'select ', '(SELECT ', 'WITH x AS (SELECT 1) SELECT '), sqlish)
  .map(([head, rest]) => head + rest);

type Mutation = (sql: string) => string;

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  // A fragment slipped in anywhere, even inside a word or a literal.
  fc.tuple(fc.nat(), fragment).map(([at, piece]) => (sql: string) => {
    const index = at % (sql.length + 1);
    return sql.slice(0, index) + piece + sql.slice(index);
  }),
  // A fragment slipped in at a space: between tokens.
  fc.tuple(fc.nat(), fragment).map(([at, piece]) => (sql: string) => {
    const spaces = [...sql.matchAll(/ /g)].map((match) => match.index);
    const index = spaces.length === 0 ? sql.length : (spaces[at % spaces.length] ?? sql.length);
    return `${sql.slice(0, index)} ${piece} ${sql.slice(index)}`;
  }),
  // A second statement after a separator.
  fc.tuple(fc.constantFrom(';', '; ', ';\n', ' ;', '\n;--\n'), sqlish).map(
    ([semicolon, tail]) =>
      (sql: string) =>
        sql + semicolon + tail,
  ),
  fc.constant((sql: string) => sql.toUpperCase()),
  fc.constant((sql: string) => sql.toLowerCase()),
  fc.nat({ max: 40 }).map((depth) => (sql: string) => '('.repeat(depth) + sql + ')'.repeat(depth)),
  // Spaces turned into comments or other whitespace.
  fc
    .constantFrom('/**/', '\n', '\t', '\u00a0', '--\n', '#\n')
    .map((gap) => (sql: string) => sql.replaceAll(' ', gap)),
  // One character replaced by a look-alike or dropped.
  fc
    .tuple(fc.nat(), fc.constantFrom('', '\u0405', '\u0395', '\u0131', '\u017f', "'", '"', ';'))
    .map(([at, replacement]) => (sql: string) => {
      const index = at % Math.max(1, sql.length);
      return sql.slice(0, index) + replacement + sql.slice(index + 1);
    }),
);

/** A valid SELECT of the dialect's corpus, changed by one to four mutations. */
export function mutatedSelect(dialect: Dialect): fc.Arbitrary<string> {
  const corpus = allowedByDialect[dialect].map((item) => item.sql);
  return fc
    .tuple(fc.constantFrom(...corpus), fc.array(mutation, { minLength: 1, maxLength: 4 }))
    .map(([sql, changes]) => changes.reduce((text, change) => change(text), sql));
}

/** Openers and closers of strings, names and comments in some dialect, and lookalikes of them. */
const quoting = [
  "'",
  "E'",
  "e'",
  "N'",
  "U&'",
  "X'",
  "B'",
  "r'",
  "'''",
  '"',
  '"""',
  '`',
  '[',
  ']',
  '$$',
  '$a$',
  'a$$',
  'id$$',
  'x$a$',
  '$1$',
  '/*',
  '*/',
  '/*!',
  '/*+',
  '--',
  '--\n',
  '#',
  '//',
  '\n',
  '\\',
  "\\'",
  "''",
  '\\\\',
  ' UESCAPE ',
];

/** What a smuggled second statement or write looks like, cut so that quotes may pair up wrong. */
const payloads = [
  '; DROP TABLE orders; ',
  ';DELETE FROM orders;',
  ' ; UPDATE orders SET amount = 0 ; ',
  "; COPY orders TO '/tmp/x.csv'; ",
  "; ATTACH '/tmp/x.db' AS x; ",
  '; CREATE TABLE t AS SELECT 1; ',
  "; SET memory_limit = '1GB'; ",
  '; CHECKPOINT; ',
  '; INSTALL httpfs; ',
  ' UNION SELECT 1 ',
];

/**
 * A SELECT whose middle is quote openers, closers and smuggled statements in any order: a text
 * that the guard's lexer and the database's may split differently.
 */
export const smuggledSelect: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(
      'SELECT id, ',
      'SELECT ',
      'select 1 AS a, ',
      'WITH w AS (SELECT 1 AS a) SELECT ',
    ),
    fc.array(
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...quoting) },
        { weight: 2, arbitrary: fc.constantFrom(...payloads) },
        { weight: 2, arbitrary: fc.constantFrom(' ', 'a', '1', ',', 'id', 'x') },
      ),
      { minLength: 1, maxLength: 8 },
    ),
    fc.constantFrom(' FROM orders', ' FROM orders WHERE id > 1', '', ' AS b FROM orders'),
  )
  .map(([head, middle, tail]) => head + middle.join('') + tail);

/** Writes that PostgreSQL and DuckDB would run, each able to hide inside a SELECT-rooted text. */
const writeCores = [
  'INSERT INTO orders (id) VALUES (99) RETURNING id',
  'UPDATE orders SET amount = 0 RETURNING id',
  'DELETE FROM orders RETURNING id',
  'DELETE FROM orders WHERE id > 5 RETURNING id',
  'DROP TABLE orders',
  'CREATE TABLE stolen AS SELECT * FROM customers',
  "COPY orders TO '/tmp/tabletalk-guard-property.csv'",
  'TRUNCATE orders',
];

/** Texts that start like a query and write: in a CTE, after a separator hidden from some lexer, by INTO or a function. */
const disguises = [
  (core: string) => `WITH w AS (${core}) SELECT * FROM w`,
  (core: string) => `WITH a AS (SELECT 1), w AS (${core}) SELECT * FROM w`,
  (core: string) => `SELECT * FROM (${core}) t`,
  (core: string) => `SELECT 1; ${core}`,
  (core: string) => `SELECT 1 --x\n; ${core}`,
  (core: string) => `SELECT $$;$$ ; ${core}`,
  (core: string) => `SELECT E'\\'' ; ${core} --'`,
  (core: string) => `SELECT 'a\\' ; ${core} --'`,
  (core: string) => `SELECT /* /* */ ; ${core}; */ 1`,
  (core: string) => `SELECT 1 /*! ; ${core} */`,
  (core: string) => `SELECT ${core}`,
  () => 'SELECT * INTO stolen FROM customers',
  () => 'SELECT * FROM orders FOR UPDATE',
  () => "SELECT nextval('seq')",
  () => "SELECT setval('seq', 42)",
  () => 'SELECT pg_advisory_lock(1)',
  () => "SELECT * FROM query('DELETE FROM orders RETURNING id')",
  () => "SELECT set_config('default_transaction_read_only', 'off', false)",
];

/** A write disguised as a query, then changed in letter case, spacing or parentheses. */
export const disguisedWrite: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(...disguises),
    fc.constantFrom(...writeCores),
    fc.array(mutation, { maxLength: 2 }),
  )
  .map(([disguise, core, changes]) =>
    changes.reduce((text, change) => change(text), disguise(core)),
  );
