import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { parseCliCommand, runCliCommand } from '../../../cli';
import { createSecretBox, dataEncryptionKey } from '../../../lib/security/secret-box';
import { call, createRoom } from '../../rooms/test-helpers';
import { createFixtureDatabase, SERVER_URL, serverAnswers } from '../pg-fixture';
import { addDatabaseSourceFor } from '../slow-pg-fixture';
import { projects, sources } from '../tables';
import { setPlan } from '../test-helpers';
import { storeConnection } from './connection-config';

const hasServer = await serverAnswers();
if (!hasServer && process.env.CI === 'true') throw new Error(`No PostgreSQL at ${SERVER_URL}`);

const OLD_KEY = 'the-old-data-encryption-key-0123456789abcdef';
const NEW_KEY = 'the-new-data-encryption-key-fedcba9876543210';
/** Other connections sealed under the old key, so the re-encryption runs while queries do. */
const OTHER_CONNECTIONS = 1_000;
/** Query loops running at once during the rotation. */
const LOOPS = 3;

/**
 * SECURITY 3.2-F11: rotating the data-encryption key while questions run against a database
 * source. The server runs with the new key and the old one (`DATA_ENCRYPTION_KEY_PREVIOUS`), as
 * docs/OPERATIONS.md says, while `reencrypt-secrets` re-seals every credential: the source's
 * sealed secrets change under its running queries (its pooled connector is opened again, from the
 * row sealed under the new key), and no query fails. Afterwards the old key can go.
 */
describe.skipIf(!hasServer)('key rotation while queries run (SECURITY 3.2-F11)', () => {
  let before: TestApp;
  let rotating: TestApp;
  let fixture: Awaited<ReturnType<typeof createFixtureDatabase>>;
  beforeAll(async () => {
    fixture = await createFixtureDatabase();
    before = await createTestApp({
      DATA_ENCRYPTION_KEY: OLD_KEY,
      SOURCE_HOST_ALLOWLIST: '127.0.0.1',
    });
    rotating = await createTestApp(
      {
        DATA_ENCRYPTION_KEY: NEW_KEY,
        DATA_ENCRYPTION_KEY_PREVIOUS: OLD_KEY,
        SOURCE_HOST_ALLOWLIST: '127.0.0.1',
      },
      { sameDatabaseAs: before },
    );
  });
  afterAll(async () => {
    await rotating?.close();
    await before?.close();
    await fixture?.drop();
  });

  it('re-seals every credential with no query failing, and the old key can then go', async () => {
    const { owner, sourceId } = await addDatabaseSourceFor(before, fixture.name);
    // Questions a day past any count the run reaches.
    await setPlan(before, owner.orgId, 'Enterprise');
    const roomId = await createRoom(before, owner, sourceId);
    const [project] = await before.ctx.db
      .insert(projects)
      .values({ orgId: owner.orgId, name: 'Others' })
      .returning();
    const others = Array.from({ length: OTHER_CONNECTIONS }, (_, index) => ({
      orgId: owner.orgId,
      projectId: project?.id ?? '',
      name: `Other ${index}`,
      type: 'POSTGRESQL' as const,
      ...storeConnection(
        { dataEncryptionKey: OLD_KEY, appSecret: 'unused' },
        {
          type: 'POSTGRESQL',
          host: '127.0.0.1',
          port: 5432,
          database: `other_${index}`,
          user: 'postgres',
          password: `other-password-${index}`,
          ssl: 'disable',
        },
      ),
    }));
    for (let at = 0; at < others.length; at += 500) {
      await before.ctx.db.insert(sources).values(others.slice(at, at + 500));
    }
    const sealed = async () =>
      (await before.ctx.db.select().from(sources).where(eq(sources.id, sourceId)))[0]?.secrets;
    const sealedBefore = await sealed();

    const ask = () =>
      call(rotating, owner, 'POST', '/db/conversation', {
        room: roomId,
        sql: 'SELECT count(*) AS orders FROM orders',
      });
    const statuses: number[] = [];
    let rotated = false;
    const loop = async () => {
      while (!rotated) {
        const res = await ask();
        statuses.push(res.statusCode);
        if (res.statusCode !== 200) throw new Error(`query failed: ${res.body}`);
      }
    };
    process.env.TT_ROTATION_OLD_KEY = OLD_KEY;
    let lines: string[];
    try {
      const loops = Array.from({ length: LOOPS }, loop);
      lines = await runCliCommand(
        rotating.ctx,
        parseCliCommand(['reencrypt-secrets', '--old-key', 'TT_ROTATION_OLD_KEY']),
      );
      // A few more after the source's row changed under the pooled connector.
      for (let more = 0; more < 5; more += 1) statuses.push((await ask()).statusCode);
      rotated = true;
      await Promise.all(loops);
    } finally {
      rotated = true;
      delete process.env.TT_ROTATION_OLD_KEY;
    }
    expect(lines[0]).toBe(
      `Re-encrypted ${OTHER_CONNECTIONS + 1} of ${OTHER_CONNECTIONS + 1} stored credentials.`,
    );
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
    expect(statuses.length).toBeGreaterThan(LOOPS * 2);
    const sealedAfter = await sealed();
    expect(sealedAfter).not.toBe(sealedBefore);
    expect(createSecretBox(dataEncryptionKey(NEW_KEY)).isCurrent(sealedAfter ?? '')).toBe(true);

    // The old key gone, the source still answers.
    const after = await createTestApp(
      { DATA_ENCRYPTION_KEY: NEW_KEY, SOURCE_HOST_ALLOWLIST: '127.0.0.1' },
      { sameDatabaseAs: before },
    );
    try {
      const res = await call(after, owner, 'POST', '/db/conversation', {
        room: roomId,
        sql: 'SELECT count(*) AS orders FROM orders',
      });
      expect(res.statusCode).toBe(200);
    } finally {
      await after.close();
    }
  }, 120_000);
});
