import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { get, upload } from '../test-helpers';
import { findSourceById } from '../update-source';
import { isTransientFault } from './is-transient-fault';

describe('a file with a stray NUL byte (SECURITY E6: NULs handled)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('loads on the first run, the byte kept in the data, and its knowledge is stored', async () => {
    const owner = await buildUser(t);
    const csv = 'id,name,amount\n1,Al\0ice,10\n2,Bob,20\n3,Carl,30\n';
    const started = Date.now();
    const res = await upload(t, owner, csv, { name: 'With NUL' });
    const sourceId = res.json()._id;
    const info = (await get(t, owner, `/api/db/source-info/${sourceId}`)).json().data;
    expect(info).toMatchObject({ status: 'ACTIVE', reason: null, rowCount: 3, modelVersion: 1 });
    expect((await findSourceById(t.ctx.db, sourceId))?.attempts).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    const preview = (await get(t, owner, `/api/db/source-preview-data/${sourceId}`)).json();
    expect(JSON.stringify(preview.rows)).toContain('Al\\u0000ice');
  });
});

describe('isTransientFault', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is false for a value the app database refuses, so such a load fails at once', async () => {
    const refused = await t.database.db
      .execute(`select '{"a":"\\u0000"}'::jsonb`)
      .then(() => null)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Error);
    expect(isTransientFault(refused)).toBe(false);
    expect(isTransientFault(new TypeError('x is undefined'))).toBe(false);
  });

  it('is true for a lost connection or a serialization conflict, which another run may pass', () => {
    const reset = Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' });
    expect(isTransientFault(reset)).toBe(true);
    const conflict = Object.assign(new Error('could not serialize'), { code: '40001' });
    expect(isTransientFault(new Error('Failed query', { cause: conflict }))).toBe(true);
  });
});
