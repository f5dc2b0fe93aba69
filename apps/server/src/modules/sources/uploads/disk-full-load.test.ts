import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { errorTable } from '@tabletalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { get, setPlan, upload } from '../test-helpers';
import { findSourceById } from '../update-source';

/** Mounting a small file system needs root, as on the CI machine. */
const isRoot = process.getuid?.() === 0;

/** A CSV of `rows` rows of random text, which DuckDB cannot compress much. */
function randomCsv(rows: number): string {
  const lines = Array.from({ length: rows }, (_, i) =>
    [i + 1, randomBytes(16).toString('hex'), randomBytes(16).toString('hex')].join(','),
  );
  return `id,code,token\n${lines.join('\n')}\n`;
}

describe.runIf(isRoot)('the disk filling up during a load (issue 16, faults)', () => {
  let t: TestApp;
  let dataDir: string;
  /** Where the sources' DuckDB databases go: a 1 MB disk of its own; uploads stay beside it. */
  let databases: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'tabletalk-load-full-'));
    databases = path.join(dataDir, 'sources');
    mkdirSync(databases);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', databases]);
    t = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t?.close();
    if (databases) execFileSync('umount', [databases]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The regular files on the small disk (folders aside). */
  const files = () =>
    readdirSync(databases, { recursive: true })
      .map(String)
      .filter((name) => statSync(path.join(databases, name)).isFile());

  it('fails the source with the storage-full reason, leaves no database nor staging file, and loads it once space is back', async () => {
    const owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Pro');
    // About 3.5 MB of text: the upload is stored, but its database does not fit in 1 MB.
    const res = await upload(t, owner, randomCsv(50_000), { filename: 'codes.csv', name: 'Codes' });
    expect(res.statusCode, res.body).toBe(200);
    const sourceId = res.json()._id;
    const failed = (await get(t, owner, `/api/db/source-info/${sourceId}`)).json().data;
    expect(failed).toMatchObject({ status: 'FAILED', rowCount: null });
    // The upload's words for a full disk, not a fault of the file.
    expect(failed.reason).toBe(errorTable.STORAGE_FULL.message);
    const row = await findSourceById(t.ctx.db, sourceId);
    // Failed at once: a full disk is not retried in a loop.
    expect(row?.attempts).toBe(1);
    expect(row?.duckdbPath?.startsWith(databases)).toBe(true);
    // No half-written database where readers look, and the staging files are gone.
    expect(row?.duckdbPath && existsSync(row.duckdbPath)).toBe(false);
    expect(files()).toEqual([]);
    // The uploaded file is kept, so the same source can load again.
    expect(row?.filePath && existsSync(row.filePath)).toBe(true);
    // The service stays up meanwhile.
    expect((await get(t, owner, '/api/db/all-databases')).statusCode).toBe(200);

    execFileSync('mount', ['-o', 'remount,size=64m', databases]);
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/db/csv-headers',
      headers: owner.headers,
      payload: { sourceId, headers: ['id', 'code', 'token'] },
    });
    expect(again.statusCode, again.body).toBe(200);
    const loaded = (await get(t, owner, `/api/db/source-info/${sourceId}`)).json().data;
    expect(loaded).toMatchObject({ status: 'ACTIVE', reason: null, rowCount: 50_000 });
    expect(files().filter((name) => name.includes('.staging-'))).toEqual([]);
    const preview = await get(t, owner, `/api/db/source-preview-data/${sourceId}?pageSize=2`);
    expect(preview.json().rows).toHaveLength(2);
  });
});
