import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../../test/factories';
import { userWithSample } from '../../../../test/sample-source';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { sqlHash } from '../../answers/test-helpers';
import { call, createRoom } from '../test-helpers';

describe('a statement the SQL guard refuses (SECURITY H1)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let roomId: string;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'warn' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    let sampleId: string;
    ({ owner, sampleId } = await userWithSample(t));
    roomId = await createRoom(t, owner, sampleId);
  });
  afterAll(() => t.close());

  it('is logged as one security event with its hash, never the statement', async () => {
    const statement = "DELETE FROM sales WHERE customer = 'Ada Lovelace'";
    const res = await call(t, owner, 'POST', '/db/conversation', { room: roomId, sql: statement });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'QUERY_FAILED' });
    expect(res.body).not.toContain('Ada Lovelace');
    const events = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.event === 'sql.guard_denied');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      origin: 'edited',
      orgId: owner.orgId,
      sqlHash: sqlHash(statement),
      reason: res.json().details.guard,
    });
    // The guard's reason reaches the log, not the logger's blank for secret codes.
    expect(res.json().details.guard).toMatch(/^[A-Z_]+$/);
    expect(lines.join('')).not.toContain('Ada Lovelace');
  });
});
