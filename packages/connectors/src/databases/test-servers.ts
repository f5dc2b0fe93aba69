import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { MysqlConnection, PostgresConnection } from '@tabletalk/contracts';

/*
 * Test support for the database connector suites (not part of the package API): the real
 * servers on this machine, a port that refuses and a port that accepts but never answers.
 */

/** The local PostgreSQL used by tests (trust authentication). */
export const LOCAL_POSTGRES: PostgresConnection = {
  type: 'POSTGRESQL',
  host: '127.0.0.1',
  port: 5432,
  database: 'test',
  user: 'postgres',
  password: '',
  ssl: 'disable',
};

/** The local MariaDB used by tests (root, empty password). */
export const LOCAL_MARIADB: MysqlConnection = {
  type: 'MARIADB',
  host: '127.0.0.1',
  port: 3306,
  database: 'test',
  user: 'root',
  password: '',
  ssl: 'disable',
};

/** Loopback is private, so tests opt it in exactly as a self-hosting admin would. */
export const LOOPBACK_POLICY = { egress: { allowlist: ['127.0.0.1', 'localhost'] } };

/** A fixture name no other test run uses. */
export function uniqueName(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}

/** A TCP server that records accepted connections and, unless told to answer, stays silent. */
export async function startListener(
  onConnection: (socket: net.Socket) => void = () => undefined,
): Promise<{ port: number; accepted: () => number; close: () => Promise<void> }> {
  let accepted = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    onConnection(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '::', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    port,
    accepted: () => accepted,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port with nothing listening (bound, then released). */
export async function unusedPort(): Promise<number> {
  const listener = await startListener();
  await listener.close();
  return listener.port;
}
