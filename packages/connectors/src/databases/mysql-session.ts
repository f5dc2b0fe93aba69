import net from 'node:net';
import { Readable } from 'node:stream';
import type { MysqlConnection } from '@tabletalk/contracts';
import mysql, { type PoolConnection } from 'mysql2';
import { type PinnedTarget, resolveEgressTarget } from '../egress/guard';
import { mapMysqlError } from './mysql-errors';
import { streamCapped } from './mysql-stream';
import { columnTypeFromField, mysqlValue } from './mysql-types';
import {
  type ConnectorOptions,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_MAX_CONNECTIONS,
} from './options';
import type { RawResult, RunOptions, SqlSession } from './session';
import { throwIfAborted, watchStatement } from './statement-watch';

/** MariaDB and MySQL name their statement time limit differently. */
export type MysqlFlavor = 'mysql' | 'mariadb';

/**
 * The stream handed to mysql2 when a server asks for a local file (LOAD DATA LOCAL INFILE):
 * it fails before producing a byte, so mysql2 answers with an empty packet and no file leaves.
 */
export function refuseLocalInfile(): Readable {
  return new Readable({
    read() {
      this.destroy(new Error('LOAD DATA LOCAL INFILE is disabled'));
    },
  });
}

/**
 * mysql2 options for a checked target: the socket is opened to the pinned address (so mysql2
 * never resolves the name), `host` stays the name for TLS identity checks; one statement per
 * call, local infile off twice over (capability flag and stream factory).
 */
export function buildMysqlOptions(
  config: MysqlConnection,
  target: PinnedTarget,
  connectTimeoutMs: number,
): mysql.ConnectionOptions {
  const isVerified = config.ssl === 'verify-full';
  return {
    host: target.hostname,
    port: target.port,
    stream: () => net.connect({ host: target.address, port: target.port }),
    user: config.user,
    password: config.password,
    database: config.database,
    ssl:
      config.ssl === 'disable'
        ? undefined
        : { rejectUnauthorized: isVerified, verifyIdentity: isVerified },
    connectTimeout: connectTimeoutMs,
    multipleStatements: false,
    flags: ['-LOCAL_FILES', '-MULTI_STATEMENTS'],
    infileStreamFactory: refuseLocalInfile,
    rowsAsArray: true,
    dateStrings: true,
    supportBigNumbers: true,
    bigNumberStrings: false,
    timezone: 'Z',
    charset: 'UTF8MB4_UNICODE_CI',
    maxPreparedStatements: 100,
    enableKeepAlive: true,
  };
}

/** Caps rows (`sql_select_limit`) and time (`max_statement_time` / `max_execution_time`). */
export function mysqlLimitStatement(flavor: MysqlFlavor, maxRows: number, timeoutMs: number): string {
  const rows = Math.max(1, Math.floor(maxRows) + 1);
  const time =
    flavor === 'mariadb'
      ? `max_statement_time = ${(Math.max(1, Math.ceil(timeoutMs)) / 1000).toFixed(3)}`
      : `max_execution_time = ${Math.max(1, Math.ceil(timeoutMs))}`;
  return `SET SESSION sql_select_limit = ${rows}, ${time}`;
}

/** Statements that make a fresh connection read-only and zone-neutral. */
export const MYSQL_SESSION_SETUP = ['SET SESSION TRANSACTION READ ONLY', "SET time_zone = '+00:00'"];

function exec(connection: mysql.Connection, sql: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    connection.query({ sql, rowsAsArray: true }, (error, rows) =>
      // Statements without a result set answer with an OK packet, not rows.
      error ? reject(error) : resolve(Array.isArray(rows) ? rows : []),
    );
  });
}

/**
 * Opens a pooled MySQL/MariaDB session after the egress guard. Every statement runs inside
 * `START TRANSACTION READ ONLY` on a read-only session, with the engine's statement time limit
 * and `sql_select_limit`, is read as a stream up to the cap, and is stopped with KILL QUERY from
 * a second connection on abort, deadline or overflow.
 * @throws ConnectorError HOST_NOT_ALLOWED, CONNECTION_REFUSED, AUTH_FAILED, SSL_REQUIRED, ...
 */
export async function openMysqlSession(
  config: MysqlConnection,
  options: ConnectorOptions,
): Promise<SqlSession> {
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const target = await resolveEgressTarget(config.host, config.port, options.egress, {
    lookup: options.lookup,
    timeoutMs: connectTimeoutMs,
  });
  const connectionOptions = buildMysqlOptions(config, target, connectTimeoutMs);
  const pool = mysql.createPool({
    ...connectionOptions,
    connectionLimit: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
    maxIdle: 2,
    idleTimeout: 30_000,
  });
  const flavors = new WeakMap<PoolConnection, MysqlFlavor>();

  const acquire = async (): Promise<{ connection: PoolConnection; flavor: MysqlFlavor }> => {
    const connection = await new Promise<PoolConnection>((resolve, reject) =>
      pool.getConnection((error, got) => (error ? reject(mapMysqlError(error)) : resolve(got))),
    );
    const known = flavors.get(connection);
    if (known) return { connection, flavor: known };
    try {
      const [version] = (await exec(connection, 'SELECT VERSION()')) as unknown[][];
      const flavor: MysqlFlavor = /mariadb/i.test(String(version?.[0])) ? 'mariadb' : 'mysql';
      for (const statement of MYSQL_SESSION_SETUP) await exec(connection, statement);
      flavors.set(connection, flavor);
      return { connection, flavor };
    } catch (error) {
      connection.destroy();
      throw mapMysqlError(error);
    }
  };

  const killQuery = async (threadId: number) => {
    const killer = mysql.createConnection(connectionOptions);
    killer.on('error', () => undefined);
    try {
      await exec(killer, `KILL QUERY ${Math.floor(threadId)}`);
    } finally {
      killer.destroy();
    }
  };

  const run = async (sql: string, params: readonly unknown[], limits: RunOptions): Promise<RawResult> => {
    throwIfAborted(limits.signal);
    const { connection, flavor } = await acquire();
    let isBroken = false;
    const watch = watchStatement({
      signal: limits.signal,
      timeoutMs: limits.timeoutMs,
      cancel: () => killQuery(connection.threadId),
      abandon: () => {
        isBroken = true;
        connection.destroy();
      },
    });
    try {
      await exec(connection, mysqlLimitStatement(flavor, limits.maxRows, limits.timeoutMs));
      await exec(connection, 'START TRANSACTION READ ONLY');
      const result = await streamCapped(connection, sql, params.map(toMysqlParam), limits.maxRows);
      if (result.isOverflowing) {
        isBroken = true;
        await killQuery(connection.threadId).catch(() => undefined);
      } else {
        await exec(connection, 'ROLLBACK');
      }
      const columns = result.fields.map((field) => ({
        name: field.name,
        type: columnTypeFromField(field),
      }));
      return {
        columns,
        rows: result.rows.map((row) => row.map((value, index) => mysqlValue(value, columns[index]?.type))),
        truncated: result.truncated,
      };
    } catch (error) {
      isBroken = isBroken || !(await exec(connection, 'ROLLBACK').then(() => true, () => false));
      throw mapMysqlError(error, watch.reason);
    } finally {
      watch.stop();
      if (isBroken) connection.destroy();
      else connection.release();
    }
  };

  const check = await acquire();
  check.connection.release();
  return {
    run,
    close: () => new Promise<void>((resolve) => pool.end(() => resolve())),
  };
}

/** bigint is not a mysql2 parameter type; its decimal text binds exactly. */
function toMysqlParam(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  return value === undefined ? null : value;
}
