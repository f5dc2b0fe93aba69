import type { MysqlConnection } from '@tabletalk/contracts';
import mysql, { type PoolConnection } from 'mysql2';
import { resolveEgressTarget } from '../egress/guard';
import { tooLargeError } from '../query-isolation/result-size';
import { mapMysqlError } from './mysql-errors';
import { watchConnectionLoss } from './mysql-lost-connection';
import {
  buildMysqlOptions,
  MYSQL_SESSION_SETUP,
  type MysqlFlavor,
  mysqlLimitStatement,
} from './mysql-options';
import { streamCapped } from './mysql-stream';
import { columnTypeFromField, mysqlValue } from './mysql-types';
import {
  type ConnectorOptions,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_MAX_CONNECTIONS,
} from './options';
import type { RawResult, RunOptions, SqlSession } from './session';
import { throwIfAborted, watchStatement } from './statement-watch';

function exec(connection: mysql.Connection, sql: string): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    connection.query({ sql, rowsAsArray: true }, (error, rows) =>
      // Statements without a result set answer with an OK packet, not rows.
      error ? reject(error) : resolve(Array.isArray(rows) ? rows : []),
    );
  });
}

/** The pool of one connector, with each connection's server flavour. */
class MysqlSession implements SqlSession {
  private readonly pool: mysql.Pool;
  private readonly flavors = new WeakMap<PoolConnection, MysqlFlavor>();

  constructor(
    private readonly connectionOptions: mysql.ConnectionOptions,
    maxConnections: number,
  ) {
    this.pool = mysql.createPool({
      ...connectionOptions,
      connectionLimit: maxConnections,
      maxIdle: 2,
      idleTimeout: 30_000,
    });
  }

  /** A pooled connection, made read-only (and its flavour noted) on first use. */
  async acquire(): Promise<{ connection: PoolConnection; flavor: MysqlFlavor }> {
    const connection = await new Promise<PoolConnection>((resolve, reject) =>
      this.pool.getConnection((error, got) =>
        error ? reject(mapMysqlError(error)) : resolve(got),
      ),
    );
    const known = this.flavors.get(connection);
    if (known) return { connection, flavor: known };
    try {
      const [version] = (await exec(connection, 'SELECT VERSION()')) as unknown[][];
      const flavor: MysqlFlavor = /mariadb/i.test(String(version?.[0])) ? 'mariadb' : 'mysql';
      for (const statement of MYSQL_SESSION_SETUP) await exec(connection, statement);
      this.flavors.set(connection, flavor);
      return { connection, flavor };
    } catch (error) {
      connection.destroy();
      throw mapMysqlError(error);
    }
  }

  /** Stops a running statement from a second connection. */
  private async killQuery(threadId: number): Promise<void> {
    const killer = mysql.createConnection(this.connectionOptions);
    killer.on('error', () => undefined);
    try {
      await exec(killer, `KILL QUERY ${Math.floor(threadId)}`);
    } finally {
      killer.destroy();
    }
  }

  async run(sql: string, params: readonly unknown[], limits: RunOptions): Promise<RawResult> {
    throwIfAborted(limits.signal);
    const { connection, flavor } = await this.acquire();
    let isBroken = false;
    const loss = watchConnectionLoss(connection);
    // Every step ends when the connection is lost or abandoned, whatever mysql2 does.
    const step = <T>(work: Promise<T>) => Promise.race([work, loss.promise]);
    const watch = watchStatement({
      signal: limits.signal,
      timeoutMs: limits.timeoutMs,
      cancel: () => this.killQuery(connection.threadId),
      abandon: () => {
        isBroken = true;
        loss.giveUp();
        connection.destroy();
      },
    });
    try {
      await step(exec(connection, mysqlLimitStatement(flavor, limits.maxRows, limits.timeoutMs)));
      await step(exec(connection, 'START TRANSACTION READ ONLY'));
      const values = params.map(toMysqlParam);
      const result = await step(
        streamCapped(connection, sql, values, limits.maxRows, limits.maxBytes),
      );
      if (result.isOverflowing) {
        // The server is still sending rows past the cap: stop it, and drop the connection.
        isBroken = true;
        await this.killQuery(connection.threadId).catch(() => undefined);
        if (result.isTooLarge) throw tooLargeError(Math.round((limits.maxBytes ?? 0) / 1_048_576));
      } else {
        await step(exec(connection, 'ROLLBACK'));
      }
      const columns = result.fields.map((field) => ({
        name: field.name,
        type: columnTypeFromField(field),
      }));
      return {
        columns,
        rows: result.rows.map((row) =>
          row.map((value, index) => mysqlValue(value, columns[index]?.type)),
        ),
        truncated: result.truncated,
      };
    } catch (error) {
      // A stopped (paused, killed) statement or a lost connection leaves nothing to roll back:
      // the connection goes.
      isBroken = isBroken || loss.isLost;
      const isRolledBack =
        !isBroken &&
        (await step(exec(connection, 'ROLLBACK')).then(
          () => true,
          () => false,
        ));
      isBroken = isBroken || !isRolledBack;
      throw mapMysqlError(error, watch.reason);
    } finally {
      watch.stop();
      loss.stop();
      if (isBroken) connection.destroy();
      else connection.release();
    }
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.pool.end(() => resolve()));
  }
}

/**
 * Opens a pooled MySQL/MariaDB session after the egress guard and checks that it can log in.
 * Every statement runs inside `START TRANSACTION READ ONLY` on a read-only session, with the
 * engine's statement time limit and `sql_select_limit`, is read as a stream up to the cap,
 * and is stopped with KILL QUERY from a second connection on abort, deadline or overflow.
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
  const session = new MysqlSession(
    buildMysqlOptions(config, target, connectTimeoutMs),
    options.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
  );
  (await session.acquire()).connection.release();
  return session;
}

/** bigint is not a mysql2 parameter type; its decimal text binds exactly. */
function toMysqlParam(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  return value === undefined ? null : value;
}
