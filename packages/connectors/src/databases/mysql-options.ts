import net from 'node:net';
import { Readable } from 'node:stream';
import type { MysqlConnection } from '@tabletalk/contracts';
import type mysql from 'mysql2';
import type { PinnedTarget } from '../egress/guard';

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
export function mysqlLimitStatement(
  flavor: MysqlFlavor,
  maxRows: number,
  timeoutMs: number,
): string {
  const rows = Math.max(1, Math.floor(maxRows) + 1);
  const time =
    flavor === 'mariadb'
      ? `max_statement_time = ${(Math.max(1, Math.ceil(timeoutMs)) / 1000).toFixed(3)}`
      : `max_execution_time = ${Math.max(1, Math.ceil(timeoutMs))}`;
  return `SET SESSION sql_select_limit = ${rows}, ${time}`;
}

/** Statements that make a fresh connection read-only and zone-neutral. */
export const MYSQL_SESSION_SETUP = [
  'SET SESSION TRANSACTION READ ONLY',
  "SET time_zone = '+00:00'",
];
