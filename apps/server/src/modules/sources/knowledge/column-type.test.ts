import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { get, upload } from '../test-helpers';
import { findSourceById } from '../update-source';

/** Codes that look like numbers only to a person: the loader leaves them as text. */
const CSV = ['id,score,code', '1,7 pts,A', '2,12 pts,B', '3,n/a,C', '4,3 pts,D'].join('\n');

/** The column's values read straight from the DuckDB file with our own SQL. */
async function fileValues(path: string, sql: string) {
  const instance = await DuckDBInstance.create(path, { access_mode: 'READ_ONLY' });
  const connection = await instance.connect();
  try {
    return (await connection.runAndReadAll(sql)).getRows();
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

describe('changing a column type on Enrich (db/column-type-preview, db/column-type)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('walks 401 and 403, previews how many values convert, then casts the column and updates the knowledge', async () => {
    const owner = await buildUser(t);
    const added = (await upload(t, owner, `${CSV}\n`, { name: 'Scores' })).json();
    const body = { sourceId: added._id, table: 'data', column: 'code', type: 'number' };
    const call = (
      method: 'POST' | 'PUT',
      url: string,
      headers: Record<string, string>,
      payload = body,
    ) => t.app.inject({ method, url: `/api/db/${url}`, headers, payload });

    expect((await call('POST', 'column-type-preview', {})).statusCode).toBe(401);
    const viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    expect((await call('PUT', 'column-type', viewer.headers)).statusCode).toBe(403);
    const stranger = await buildUser(t);
    expect((await call('PUT', 'column-type', stranger.headers)).statusCode).toBe(404);
    const missing = await call('POST', 'column-type-preview', owner.headers, {
      ...body,
      column: 'nope',
    });
    expect(missing.statusCode).toBe(400);

    const preview = await call('POST', 'column-type-preview', owner.headers);
    expect(preview.json().data, preview.body).toEqual({
      filled: 4,
      convertible: 0,
      unparsed: 4,
      examples: expect.arrayContaining(['A', 'B']),
    });

    const ids = { ...body, column: 'id', type: 'text' };
    const asText = await call('POST', 'column-type-preview', owner.headers, ids);
    expect(asText.json().data).toMatchObject({ filled: 4, convertible: 4, unparsed: 0 });

    const percent = { ...body, column: 'score', type: 'number' };
    const scorePreview = await call('POST', 'column-type-preview', owner.headers, percent);
    expect(scorePreview.json().data).toMatchObject({ filled: 4, convertible: 0 });

    const changed = await call('PUT', 'column-type', owner.headers, ids);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ convertible: 4, unparsed: 0, modelVersion: 2 });
    const source = await findSourceById(t.ctx.db, added._id);
    expect(
      await fileValues(
        source?.duckdbPath ?? '',
        "SELECT data_type FROM information_schema.columns WHERE column_name = 'id'",
      ),
    ).toEqual([['VARCHAR']]);
    const schema = (await get(t, owner, `/api/db/db-schema?id=${added._id}`)).json().data;
    const id = schema.tables[0].columns.find((c: { name: string }) => c.name === 'id');
    expect(id).toMatchObject({ type: 'text', description: 'Kept as text.' });
    // Queries see the new file.
    const preview2 = (await get(t, owner, `/api/db/source-preview-data/${added._id}`)).json();
    expect(preview2.rows[0][0]).toBe('1');
  });

  it('reads a text column of European numbers as numbers, keeping what does not read', async () => {
    const owner = await buildUser(t);
    const csv = [
      'id,amount',
      '1,"1.234,50 EUR"',
      '2,"980,00 EUR"',
      '3,"twelve"',
      '4,"7,5 EUR"',
    ].join('\n');
    const added = (await upload(t, owner, `${csv}\n`)).json();
    const body = { sourceId: added._id, table: 'data', column: 'amount', type: 'number' };
    const headers = owner.headers;
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/db/column-type-preview',
      headers,
      payload: body,
    });
    expect(preview.json().data, preview.body).toEqual({
      filled: 4,
      convertible: 3,
      unparsed: 1,
      examples: ['twelve'],
    });
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/db/column-type',
      headers,
      payload: body,
    });
    expect(changed.json().data).toMatchObject({ convertible: 3, unparsed: 1 });
    const source = await findSourceById(t.ctx.db, added._id);
    expect(
      await fileValues(source?.duckdbPath ?? '', 'SELECT sum(amount), count(amount_raw) FROM data'),
    ).toEqual([[2222, 1n]]);
    const schema = (await get(t, owner, `/api/db/db-schema?id=${added._id}`)).json().data;
    const amount = schema.tables[0].columns.find((c: { name: string }) => c.name === 'amount');
    expect(amount).toMatchObject({ type: 'decimal', role: 'measure' });
    expect(amount.description).toBe(
      'Read from numbers written like 1.234,50. 1 value could not be read; its text is kept in amount_raw.',
    );
  });

  it('keeps a percent column labelled (%) when another column changes type', async () => {
    const owner = await buildUser(t);
    const csv = ['id,discount', '1,5%', '2,20%'].join('\n');
    const added = (await upload(t, owner, `${csv}\n`)).json();
    const body = { sourceId: added._id, table: 'data', column: 'id', type: 'text' };
    const headers = owner.headers;
    await t.app.inject({ method: 'PUT', url: '/api/db/column-type', headers, payload: body });
    const schema = (await get(t, owner, `/api/db/db-schema?id=${added._id}`)).json().data;
    const discount = schema.tables[0].columns.find((c: { name: string }) => c.name === 'discount');
    expect(discount).toMatchObject({ label: 'Discount (%)', type: 'decimal' });
  });
});
