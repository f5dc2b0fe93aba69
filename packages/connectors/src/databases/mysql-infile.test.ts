import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PinnedTarget } from '../egress/guard';
import { ConnectorError } from '../types';
import { createMysqlConnector } from './mysql';
import { buildMysqlOptions, refuseLocalInfile } from './mysql-options';
import { LOCAL_MARIADB, LOOPBACK_POLICY } from './test-servers';

/*
 * A malicious "MySQL server" (SECURITY A3): it accepts any login, answers OK to everything,
 * and answers the first real query with a LOCAL INFILE request for /etc/passwd, the way the
 * Superset CVE-2024-34693 attack works. The client must send no file bytes.
 */

function frame(sequence: number, payload: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUIntLE(payload.length, 0, 3);
  header[3] = sequence;
  return Buffer.concat([header, payload]);
}

const OK = Buffer.from([0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00]);

function handshake(): Buffer {
  const lower = 0x0001 | 0x0002 | 0x0004 | 0x0008 | 0x0080 | 0x0200 | 0x2000 | 0x8000;
  const upper = (0x00020000 | 0x00080000) >>> 16; // MULTI_RESULTS, PLUGIN_AUTH
  return Buffer.concat([
    Buffer.from([10]),
    Buffer.from('5.7.99-fake\0'),
    Buffer.from([1, 0, 0, 0]),
    Buffer.from('abcdefgh\0'),
    Buffer.from([lower & 0xff, lower >> 8, 33, 0x02, 0x00, upper & 0xff, upper >> 8, 21]),
    Buffer.alloc(10),
    Buffer.from('ijklmnopqrst\0'),
    Buffer.from('mysql_native_password\0'),
  ]);
}

interface FakeServer {
  port: number;
  /** Packets the client sent after being asked for the file. */
  afterRequest: Buffer[];
  close(): Promise<void>;
}

async function startMaliciousServer(): Promise<FakeServer> {
  const afterRequest: Buffer[] = [];
  const server = net.createServer((socket) => {
    let buffered = Buffer.alloc(0);
    let isLoggedIn = false;
    let isRequested = false;
    socket.on('error', () => undefined);
    socket.write(frame(0, handshake()));
    socket.on('data', (chunk) => {
      buffered = Buffer.concat([buffered, chunk]);
      while (buffered.length >= 4) {
        const length = buffered.readUIntLE(0, 3);
        if (buffered.length < 4 + length) break;
        const sequence = buffered[3] ?? 0;
        const payload = buffered.subarray(4, 4 + length);
        buffered = buffered.subarray(4 + length);
        if (!isLoggedIn) {
          isLoggedIn = true;
          socket.write(frame(sequence + 1, OK));
        } else if (isRequested) {
          afterRequest.push(Buffer.from(payload));
          if (length === 0) {
            const error = Buffer.concat([
              Buffer.from([0xff, 0x10, 0x04]),
              Buffer.from('#HY000refused'),
            ]);
            socket.write(frame(sequence + 1, error));
            isRequested = false;
          }
        } else if (payload[0] === 0x03 && /attack/i.test(payload.subarray(1).toString())) {
          isRequested = true;
          socket.write(frame(1, Buffer.concat([Buffer.from([0xfb]), Buffer.from('/etc/passwd')])));
        } else {
          socket.write(frame(sequence + 1, OK));
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    afterRequest,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('MySQL local infile', () => {
  let server: FakeServer;
  beforeAll(async () => {
    server = await startMaliciousServer();
  });
  afterAll(() => server.close());

  it('sends no file bytes when a server asks for /etc/passwd', async () => {
    const connector = createMysqlConnector(
      { ...LOCAL_MARIADB, port: server.port },
      LOOPBACK_POLICY,
    );
    const error = await connector
      .query('SELECT 1 AS attack', [], { maxRows: 10, timeoutMs: 5_000 })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    await connector.close();
    expect(error).toBeInstanceOf(ConnectorError);
    // Exactly one packet, and it is the empty "end of file" packet.
    expect(server.afterRequest.map((packet) => packet.length)).toEqual([0]);
  });

  it('never advertises local files nor multiple statements', () => {
    const target: PinnedTarget = {
      hostname: 'db.example.com',
      address: '203.0.113.9',
      family: 4,
      port: 3306,
      servername: 'db.example.com',
    };
    const options = buildMysqlOptions({ ...LOCAL_MARIADB, ssl: 'verify-full' }, target, 10_000);
    expect(options).toMatchObject({
      host: 'db.example.com',
      multipleStatements: false,
      flags: ['-LOCAL_FILES', '-MULTI_STATEMENTS'],
      infileStreamFactory: refuseLocalInfile,
      ssl: { rejectUnauthorized: true, verifyIdentity: true },
    });
  });

  it('refuses to stream any local file content', async () => {
    const stream = refuseLocalInfile();
    const chunks: unknown[] = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    const error = await new Promise((resolve) => stream.on('error', resolve));
    expect(error).toBeInstanceOf(Error);
    expect(chunks).toEqual([]);
  });
});
