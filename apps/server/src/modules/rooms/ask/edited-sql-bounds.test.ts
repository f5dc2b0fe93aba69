import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { call, userWithSampleRoom } from '../test-helpers';

const MEMORY_MB = 256;
const TIMEOUT_MS = 5_000;
/** The bound: no query runs more than 2 s past its timeout (plus the request's own time). */
const LATEST_MS = TIMEOUT_MS + 2_000 + 1_000;

const rssMb = () => process.memoryUsage().rss / 1_048_576;

describe('edited SQL that would exhaust the server (issue 10)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let roomId: string;
  let table: string;
  beforeAll(async () => {
    t = await createTestApp({
      SOURCE_QUERY_MEMORY_MB: String(MEMORY_MB),
      SOURCE_QUERY_TIMEOUT_MS: String(TIMEOUT_MS),
    });
    ({ owner, table, roomId } = await userWithSampleRoom(t));
  });
  afterAll(() => t.close());

  const runSql = (sql: string) => call(t, owner, 'POST', '/db/conversation', { room: roomId, sql });

  it.each([
    ['a huge unnest of range', () => 'SELECT unnest(range(100000000)) AS n'],
    [
      'a cross join of the largest table with itself',
      () => `SELECT * FROM "${table}" a, "${table}" b`,
    ],
    [
      'a recursive CTE without end',
      () => 'WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t) SELECT n FROM t',
    ],
    [
      'string_agg of long strings',
      () => "SELECT string_agg(repeat('x', 100000), ',') FROM range(100000)",
    ],
    ['repeat of a billion characters', () => "SELECT repeat('x', 1000000000) AS s"],
  ])(
    'stops %s cleanly, the server alive and under its memory bound',
    async (_name, sql) => {
      const before = rssMb();
      const started = Date.now();
      const res = await runSql(sql());
      expect(Date.now() - started).toBeLessThan(LATEST_MS);
      expect(rssMb() - before).toBeLessThan(MEMORY_MB);
      if (res.statusCode === 200) {
        expect(res.json().data.answer.answer.truncated).toBe(true);
      } else {
        expect([422, 504]).toContain(res.statusCode);
        expect(['QUERY_TOO_LARGE', 'QUERY_FAILED', 'QUERY_TIMEOUT']).toContain(res.json().code);
      }
      const next = await runSql(`SELECT count(*) AS n FROM "${table}"`);
      expect(next.statusCode).toBe(200);
    },
    30_000,
  );

  it('says a query stopped at the memory bound needed too much memory', async () => {
    const res = await runSql("SELECT repeat('x', 1000000000) AS s");
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'QUERY_TOO_LARGE' });
  }, 30_000);
});
