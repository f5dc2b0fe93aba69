import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { call, createRoom } from '../rooms/test-helpers';
import { CANARY, connection, createFixtureDatabase, SERVER_URL } from '../sources/pg-fixture';
import { setPlan } from '../sources/test-helpers';
import { sqlHash } from './guard-statement';

describe('a write the source database refuses (issue 10)', () => {
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
      { SOURCE_HOST_ALLOWLIST: '127.0.0.1', LOG_LEVEL: 'warn' },
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

  it('is refused and logged as one security event, without the statement', async () => {
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
});
