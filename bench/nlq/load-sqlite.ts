import { readFileSync } from 'node:fs';
import initSqlJs, { type Database, type SqlJsStatic, type SqlValue } from 'sql.js';

/** A column as SQLite declares it (the declared type may be empty). */
export interface SqliteColumn {
  name: string;
  declaredType: string;
}

/** One SQLite table with all its rows, values as sql.js gives them. */
export interface SqliteTable {
  name: string;
  columns: SqliteColumn[];
  rows: SqlValue[][];
}

/** A query's result on SQLite: column names and rows. */
export interface SqliteResult {
  columns: string[];
  rows: SqlValue[][];
}

let sqlJs: Promise<SqlJsStatic> | null = null;

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Opens a SQLite file in memory with sql.js (the WASM module loads once per process). The file
 * is only read. Throws when the file cannot be read; sql.js throws on first use if it is not a
 * SQLite database.
 */
export async function openSqlite(path: string): Promise<Database> {
  sqlJs ??= initSqlJs();
  const SQL = await sqlJs;
  return new SQL.Database(readFileSync(path));
}

/**
 * Runs one statement on a SQLite database and returns every row. Throws sql.js's error when
 * the statement fails. An empty result keeps its column names.
 */
export function runSqliteQuery(db: Database, sql: string): SqliteResult {
  const statement = db.prepare(sql);
  try {
    const columns = statement.getColumnNames();
    const rows: SqlValue[][] = [];
    while (statement.step()) rows.push(statement.get());
    return { columns, rows };
  } finally {
    statement.free();
  }
}

/**
 * Reads every user table of a SQLite database (names, declared column types, all rows), in
 * the order SQLite lists them. Throws sql.js's error when the file is not a SQLite database.
 */
export function readSqliteTables(db: Database): SqliteTable[] {
  const names = runSqliteQuery(
    db,
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY rowid",
  ).rows.map((row) => String(row[0]));
  return names.map((name) => {
    const info = runSqliteQuery(db, `PRAGMA table_info(${quote(name)})`);
    const columns = info.rows.map((row) => ({
      name: String(row[1]),
      declaredType: String(row[2] ?? ''),
    }));
    const select = columns.map((column) => quote(column.name)).join(', ');
    const { rows } = runSqliteQuery(db, `SELECT ${select} FROM ${quote(name)}`);
    return { name, columns, rows };
  });
}
