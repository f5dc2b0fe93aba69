import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { sqlHash } from '../../answers/test-helpers';
import {
  CANARY,
  connection,
  createFixtureDatabase,
  SERVER_URL,
  setPlan,
} from '../../sources/test-helpers';
import { call, createRoom } from '../test-helpers';

describe('edited SQL on a PostgreSQL source (issue 10)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let roomId: string;
  let sourceId: string;
  let fixture: Awaited<ReturnType<typeof createFixtureDatabase>>;
  const lines: string[] = [];
  beforeAll(async () => {
    fixture = await createFixtureDatabase();
    const url = new URL(SERVER_URL);
    url.pathname = `/${fixture.name}`;
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    // A function the guard cannot know writes: only the read-only session stops it.
    await db.query(`CREATE FUNCTION bump() RETURNS int LANGUAGE sql AS
      $$ UPDATE orders SET amount = amount + 1 WHERE id = 1 RETURNING 1 $$`);
    await db.end();
    t = await createTestApp(
      { SOURCE_HOST_ALLOWLIST: '127.0.0.1', LOG_LEVEL: 'warn', SOURCE_QUERY_MEMORY_MB: '64' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Pro');
    const added = await call(t, owner, 'POST', '/db/add-database', {
      name: 'Shop',
      connection: connection(fixture.name),
    });
    sourceId = added.json()._id;
    roomId = await createRoom(t, owner, sourceId);
  });
  afterAll(async () => {
    await t.close();
    await fixture.drop();
  });

  it('a write the database refuses is logged as one security event, without the statement', async () => {
    const sql = 'SELECT bump() AS bumped FROM orders LIMIT 1';
    const res = await call(t, owner, 'POST', '/db/conversation', { room: roomId, sql });
    expect(res.statusCode).toBe(422);
    const events = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.event === 'sql.write_refused');
    expect(events).toEqual([
      expect.objectContaining({
        orgId: owner.orgId,
        sourceId,
        origin: 'edited',
        sqlHash: expect.any(String),
      }),
    ]);
    expect(events[0]?.sqlHash).not.toBe(sqlHash(''));
    expect(lines.join('')).not.toContain('bump()');
    expect(lines.join('')).not.toContain(CANARY);
  });

  it('a result of long values is refused past the memory bound, the server under it', async () => {
    // 150 MB of text in 150 rows, far under the row cap; the bound reads at most 16 MB.
    const sql = "SELECT repeat('x', 1000000) AS s FROM orders";
    const before = process.memoryUsage().rss / 1_048_576;
    const res = await call(t, owner, 'POST', '/db/conversation', { room: roomId, sql });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'QUERY_TOO_LARGE' });
    // Reading all 150 MB would grow the process by 150–300 MB (UTF-16 strings); the 16 MB read
    // before the refusal costs up to about 64 MB with the driver's buffers and unswept garbage.
    expect(process.memoryUsage().rss / 1_048_576 - before).toBeLessThan(100);
    const next = await call(t, owner, 'POST', '/db/conversation', {
      room: roomId,
      sql: 'SELECT count(*) AS n FROM orders',
    });
    expect(next.statusCode).toBe(200);
  });
});
