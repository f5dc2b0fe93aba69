import type { PostgresConnection } from '@tabletalk/contracts';
import pg from 'pg';
import { type PinnedTarget, resolveEgressTarget } from '../egress/guard';
import {
  type ConnectorOptions,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_MAX_CONNECTIONS,
} from './options';
import { runCapped } from './postgres-capped-query';
import { mapPostgresError } from './postgres-errors';
import { columnTypeFromOid, postgresTypes } from './postgres-types';
import type { RawResult, RunOptions, SqlSession } from './session';
import { throwIfAborted, watchStatement } from './statement-watch';

/**
 * The pg client settings for a checked target: the socket goes to the pinned address, TLS
 * checks the certificate against the original host name, and the password is a function so pg
 * never falls back to PGPASSWORD or a .pgpass file on the server.
 */
export function buildPostgresClientConfig(
  config: PostgresConnection,
  target: PinnedTarget,
  connectTimeoutMs: number,
): pg.ClientConfig {
  const ssl =
    config.ssl === 'disable'
      ? false
      : // `require` encrypts without verifying the certificate, like libpq's sslmode=require.
        { rejectUnauthorized: config.ssl === 'verify-full', servername: target.servername };
  return {
    host: target.address,
    port: target.port,
    database: config.database,
    user: config.user,
    password: () => config.password,
    ssl,
    connectionTimeoutMillis: connectTimeoutMs,
    application_name: 'tabletalk',
    keepAlive: true,
    types: postgresTypes,
  };
}

/** Statements that make a fresh connection read-only and point it at the chosen schema. */
export function postgresSessionSetup(
  config: PostgresConnection,
): { text: string; values: unknown[] }[] {
  const setup: { text: string; values: unknown[] }[] = [
    { text: 'SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY', values: [] },
  ];
  if (config.schema) {
    setup.push({
      text: "SELECT set_config('search_path', format('%I', $1::text), false)",
      values: [config.schema],
    });
  }
  return setup;
}

/** The pool of one connector, with what it knows about each of its connections. */
class PostgresSession implements SqlSession {
  private readonly pool: pg.Pool;
  private readonly backendPids = new WeakMap<pg.PoolClient, number>();

  constructor(
    private readonly config: PostgresConnection,
    private readonly clientConfig: pg.ClientConfig,
    maxConnections: number,
  ) {
    this.pool = new pg.Pool({
      ...clientConfig,
      max: maxConnections,
      idleTimeoutMillis: 30_000,
      allowExitOnIdle: true,
    });
    // An idle connection dropped by the server emits here; the pool discards it, nothing to do.
    this.pool.on('error', () => undefined);
  }

  /** A pooled connection, made read-only (and its backend pid noted) on first use. */
  async acquire(): Promise<pg.PoolClient> {
    const client = await this.pool.connect().catch((error: unknown) => {
      throw mapPostgresError(error);
    });
    if (this.backendPids.has(client)) return client;
    // A connection that drops while checked out (the server went away, or `abandon` cut it)
    // fails its query, then emits 'error'; pg-pool listens only while the client is idle, and an
    // 'error' with no listener would end the process. The query's own error is what counts.
    client.on('error', ignoreError);
    try {
      for (const statement of postgresSessionSetup(this.config)) {
        await client.query(statement.text, statement.values);
      }
      const pid = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      this.backendPids.set(client, pid.rows[0]?.pid ?? 0);
      return client;
    } catch (error) {
      client.release(true);
      throw mapPostgresError(error);
    }
  }

  /** Cancels a backend from a separate connection, as psql's Ctrl-C does. */
  private async cancelBackend(pid: number): Promise<void> {
    const canceller = new pg.Client(this.clientConfig);
    canceller.on('error', () => undefined);
    try {
      await canceller.connect();
      await canceller.query('SELECT pg_cancel_backend($1)', [pid]);
    } finally {
      await canceller.end().catch(() => undefined);
    }
  }

  async run(sql: string, params: readonly unknown[], limits: RunOptions): Promise<RawResult> {
    throwIfAborted(limits.signal);
    const client = await this.acquire();
    let isBroken = false;
    const watch = watchStatement({
      signal: limits.signal,
      timeoutMs: limits.timeoutMs,
      cancel: () => this.cancelBackend(this.backendPids.get(client) ?? 0),
      abandon: () => {
        // The server did not answer the cancel: drop the socket so the caller is released.
        isBroken = true;
        (client as unknown as PgClientInternals).connection.stream.destroy();
      },
    });
    try {
      await client.query('BEGIN TRANSACTION READ ONLY');
      await client.query("SELECT set_config('statement_timeout', $1, true)", [
        String(limits.timeoutMs),
      ]);
      const values = params.map(toPostgresParam);
      const result = await runCapped(client, sql, values, limits.maxRows, limits.maxBytes);
      await client.query('ROLLBACK');
      return {
        columns: result.fields.map((field) => ({
          name: field.name,
          type: columnTypeFromOid(field.dataTypeID),
        })),
        rows: result.rows.slice(0, limits.maxRows),
        truncated: result.rows.length > limits.maxRows,
      };
    } catch (error) {
      isBroken = isBroken || !(await rollback(client));
      throw mapPostgresError(error, watch.reason);
    } finally {
      watch.stop();
      client.release(isBroken);
    }
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/** The socket of a pg client, which its typings do not expose. */
interface PgClientInternals {
  connection: { stream: { destroy(): void } };
}

/**
 * Opens a pooled PostgreSQL session after the egress guard and checks that it can log in.
 * Every statement runs inside `BEGIN READ ONLY` on a read-only session with a
 * transaction-local `statement_timeout`, reads at most `maxRows + 1` rows, and is cancelled on
 * the server (pg_cancel_backend from a second connection) on abort or when the client-side
 * deadline passes.
 * @throws ConnectorError HOST_NOT_ALLOWED, CONNECTION_REFUSED, AUTH_FAILED, SSL_REQUIRED, ...
 */
export async function openPostgresSession(
  config: PostgresConnection,
  options: ConnectorOptions,
): Promise<SqlSession> {
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const target = await resolveEgressTarget(config.host, config.port, options.egress, {
    lookup: options.lookup,
    timeoutMs: connectTimeoutMs,
  });
  const clientConfig = buildPostgresClientConfig(config, target, connectTimeoutMs);
  const session = new PostgresSession(
    config,
    clientConfig,
    options.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
  );
  (await session.acquire()).release();
  return session;
}

function ignoreError(): void {}

/** Ends a failed transaction; false when the connection itself is no longer usable. */
async function rollback(client: pg.PoolClient): Promise<boolean> {
  try {
    await client.query('ROLLBACK');
    return true;
  } catch {
    return false;
  }
}

/** Values pg cannot serialise itself (bigint) are sent as text; the server casts them. */
function toPostgresParam(value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value;
}
