import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Connector, createDuckDbConnector } from '@tabletalk/connectors';
import type { SemanticModel } from '@tabletalk/contracts';
import type { Database } from 'sql.js';
import { buildSpiderKnowledge } from './knowledge';
import { type LoadedTable, loadIntoDuckDb } from './load-into-duckdb';
import { openSqlite, readSqliteTables } from './load-sqlite';
import type { SpiderSchema } from './spider-tables';

/** One Spider database, ready for questions: the SQLite original and its DuckDB copy. */
export interface PreparedDatabase {
  sqlite: Database;
  connector: Connector;
  model: SemanticModel;
  tables: LoadedTable[];
  /** Table and column names, for reading gold SQL's double-quoted words. */
  identifiers: string[];
  /** tables.json keys that matched nothing loaded. */
  unmatchedKeys: string[];
  loadMs: number;
  knowledgeMs: number;
  /** Closes both databases and deletes the DuckDB file. */
  close: () => Promise<void>;
}

/**
 * Opens a Spider database's SQLite file, copies it into a new DuckDB file in `tempDir`, and
 * builds its knowledge over a read-only DuckDB connector with tables.json's keys. Throws what
 * sql.js, DuckDB or the knowledge build throw; nothing is left open when it does.
 */
export async function prepareDatabase(options: {
  sqlitePath: string;
  schema: SpiderSchema;
  tempDir: string;
  now: Date;
}): Promise<PreparedDatabase> {
  const started = performance.now();
  const databasePath = join(options.tempDir, `${options.schema.dbId}.duckdb`);
  const sqlite = await openSqlite(options.sqlitePath);
  let connector: Connector | null = null;
  const close = async () => {
    sqlite.close();
    await connector?.close();
    rmSync(databasePath, { force: true });
    rmSync(`${databasePath}.wal`, { force: true });
  };
  try {
    const tables = await loadIntoDuckDb(readSqliteTables(sqlite), databasePath);
    const loadMs = performance.now() - started;
    connector = createDuckDbConnector(databasePath);
    const { model, unmatchedKeys } = await buildSpiderKnowledge(
      connector,
      options.schema,
      options.now,
    );
    const identifiers = tables.flatMap((table) => [
      table.name,
      ...table.columns.map((column) => column.name),
    ]);
    const knowledgeMs = performance.now() - started - loadMs;
    return {
      sqlite,
      connector,
      model,
      tables,
      identifiers,
      unmatchedKeys,
      loadMs,
      knowledgeMs,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
