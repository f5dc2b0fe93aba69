import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { sources } from '../tables';
import { get, ordersCsv, setPlan, upload } from '../test-helpers';

/** Mounting a small file system needs root, as on the CI machine. */
const isRoot = process.getuid?.() === 0;

describe.runIf(isRoot)('the disk filling up during an upload (issue 16, faults)', () => {
  let t: TestApp;
  let mount: string;
  beforeAll(async () => {
    mount = mkdtempSync(path.join(tmpdir(), 'tabletalk-full-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=3m', 'tmpfs', mount]);
    t = await createTestApp({ DATA_DIR: mount });
  });
  afterAll(async () => {
    await t?.close();
    execFileSync('umount', [mount]);
    rmSync(mount, { recursive: true, force: true });
  });

  /** The regular files on the small disk (folders aside). */
  const files = () =>
    readdirSync(mount, { recursive: true })
      .map(String)
      .filter((name) => statSync(path.join(mount, name)).isFile());

  it('answers a clear error, keeps no partial file nor source, and takes the next upload', async () => {
    const owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Pro');
    // About 5 MB of CSV: more than the 3 MB the disk has.
    const big = ordersCsv(100_000, 5);
    expect(big.length).toBeGreaterThan(4_000_000);
    const res = await upload(t, owner, big, { filename: 'big.csv', name: 'Big' });
    expect(res.statusCode, res.body).toBe(507);
    expect(res.json().code).toBe('STORAGE_FULL');
    const left = await t.ctx.db.select().from(sources).where(eq(sources.orgId, owner.orgId));
    expect(left).toEqual([]);
    expect(files().filter((name) => !name.endsWith('app-secret'))).toEqual([]);

    const small = await upload(t, owner, ordersCsv(20), { name: 'Small' });
    expect(small.statusCode).toBe(200);
    const info = await get(t, owner, `/api/db/source-info/${small.json()._id}`);
    expect(info.json().data).toMatchObject({ status: 'ACTIVE', rowCount: 20 });
  });
});
