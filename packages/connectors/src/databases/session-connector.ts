import type { Dialect } from '@tabletalk/contracts';
import {
  type Connector,
  ConnectorError,
  type QueryOptions,
  type QueryResult,
  type TableDescription,
  type TableRef,
} from '../types';
import { connectorError } from './errors';
import { CATALOG_LIMITS } from './options';
import type { CatalogRunner, SqlSession } from './session';
import { toJsonSafe } from './values';

/** How one engine reads its catalog; every method runs SQL through the read-only session. */
export interface Catalog {
  listSchemas(run: CatalogRunner): Promise<string[]>;
  listTables(run: CatalogRunner, schema?: string): Promise<TableRef[]>;
  describeTable(run: CatalogRunner, table: TableRef): Promise<TableDescription>;
  /** A page of a table's rows, in the dialect (identifiers quoted, limit and offset bound). */
  previewSql(table: TableRef, limit: number, offset: number): { sql: string; params: unknown[] };
}

export interface SessionConnectorParts {
  dialect: Dialect;
  /** Opens (and checks) a session; runs the egress guard first. Called again after a failure. */
  openSession: () => Promise<SqlSession>;
  catalog: Catalog;
  /** The trivial statement of a connection test. */
  testSql?: string;
}

const TEST_LIMITS = { maxRows: 1, timeoutMs: 10_000 };

/**
 * Builds a Connector from an engine's session and catalog: every call goes through the same
 * read-only, row-capped, time-bounded `run`, and every value leaves JSON-safe.
 */
export function createSessionConnector(parts: SessionConnectorParts): Connector {
  let session: Promise<SqlSession> | null = null;

  const getSession = () => {
    if (session === null) {
      const opening = parts.openSession();
      session = opening;
      // A failed open must not stick: the next call tries again (the password may be fixed).
      opening.catch(() => {
        if (session === opening) session = null;
      });
    }
    return session;
  };

  const query = async (sql: string, params: unknown[], options: QueryOptions) => {
    const raw = await guarded(async () => (await getSession()).run(sql, params, options));
    const rows = raw.rows.map((row) => row.map(toJsonSafe));
    return { columns: raw.columns, rows, truncated: raw.truncated } satisfies QueryResult;
  };

  const run: CatalogRunner = async (sql, params = [], options = {}) => {
    const result = await query(sql, [...params], { ...CATALOG_LIMITS, ...options });
    return Object.assign(result.rows, { columns: result.columns.map((column) => column.name) });
  };

  return {
    dialect: parts.dialect,
    async testConnection() {
      await query(parts.testSql ?? 'SELECT 1', [], TEST_LIMITS);
    },
    listSchemas: () => guarded(() => parts.catalog.listSchemas(run)),
    listTables: (schema) => guarded(() => parts.catalog.listTables(run, schema)),
    describeTable: (table) => guarded(() => parts.catalog.describeTable(run, table)),
    previewRows(table, { limit, offset }) {
      const { sql, params } = parts.catalog.previewSql(table, limit, offset);
      return query(sql, params, { maxRows: limit, timeoutMs: CATALOG_LIMITS.timeoutMs });
    },
    query,
    async close() {
      const current = session;
      session = null;
      if (current) await (await current.catch(() => null))?.close();
    },
  };
}

/** Anything that is not already a ConnectorError becomes a generic, safe QUERY_FAILED. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw error instanceof ConnectorError ? error : connectorError('QUERY_FAILED', error);
  }
}

/** Looks up a table's own catalog rows or fails with a safe message. */
export function tableNotFound(table: TableRef): ConnectorError {
  const name = table.schema ? `${table.schema}.${table.name}` : table.name;
  return new ConnectorError(
    'QUERY_FAILED',
    `Table ${name} was not found, or this user cannot read it.`,
  );
}
