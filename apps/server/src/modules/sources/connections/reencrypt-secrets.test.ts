import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { parseCliCommand, runCliCommand } from '../../../cli';
import { createSecretBox, dataEncryptionKey } from '../../../lib/security/secret-box';
import { projects, sources } from '../tables';
import { loadConnection, storeConnection } from './connection-config';

const OLD_KEY = 'the-old-data-encryption-key-0123456789abcdef';
const NEW_KEY = 'the-new-data-encryption-key-fedcba9876543210';

describe('key rotation (reencrypt-secrets, SECURITY A4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATA_ENCRYPTION_KEY: NEW_KEY });
  });
  afterAll(() => t.close());

  it('re-seals credentials stored under the old key; the old key can then go', async () => {
    const owner = await buildUser(t);
    const config = {
      type: 'POSTGRESQL' as const,
      host: 'db.example.com',
      port: 5432,
      database: 'shop',
      user: 'reader',
      password: 'rotate-me-please',
      ssl: 'require' as const,
    };
    const stored = storeConnection({ dataEncryptionKey: OLD_KEY, appSecret: 'unused' }, config);
    const [project] = await t.ctx.db
      .insert(projects)
      .values({ orgId: owner.orgId, name: 'Shop' })
      .returning();
    const [source] = await t.ctx.db
      .insert(sources)
      .values({
        orgId: owner.orgId,
        projectId: project?.id ?? '',
        name: 'Shop',
        type: 'POSTGRESQL',
        ...stored,
      })
      .returning();
    const id = source?.id ?? '';
    const read = async () => (await t.ctx.db.select().from(sources).where(eq(sources.id, id)))[0];
    expect(() =>
      loadConnection(t.ctx.env, { connection: stored.connection, secrets: stored.secrets }),
    ).toThrow(expect.objectContaining({ code: 'CREDENTIALS_UNREADABLE' }));

    // While rotating, the server reads both keys.
    const rotating = { ...t.ctx.env, previousDataEncryptionKey: OLD_KEY };
    expect(loadConnection(rotating, stored)).toMatchObject({ password: 'rotate-me-please' });

    process.env.TT_TEST_OLD_KEY = OLD_KEY;
    try {
      const lines = await runCliCommand(
        t.ctx,
        parseCliCommand(['reencrypt-secrets', '--old-key', 'TT_TEST_OLD_KEY']),
      );
      expect(lines[0]).toMatch(/^Re-encrypted 1 of \d+ stored credentials\.$/);
    } finally {
      delete process.env.TT_TEST_OLD_KEY;
    }
    const after = await read();
    expect(after?.secrets).not.toBe(stored.secrets);
    expect(createSecretBox(dataEncryptionKey(NEW_KEY)).isCurrent(after?.secrets ?? '')).toBe(true);
    expect(loadConnection(t.ctx.env, after ?? stored)).toMatchObject({
      password: 'rotate-me-please',
    });

    expect(() => parseCliCommand(['reencrypt-secrets'])).toThrow(/Usage: reencrypt-secrets/);
    await expect(
      runCliCommand(t.ctx, parseCliCommand(['reencrypt-secrets', '--old-key', 'TT_UNSET_KEY'])),
    ).rejects.toThrow('The environment variable TT_UNSET_KEY is not set.');
  });
});
