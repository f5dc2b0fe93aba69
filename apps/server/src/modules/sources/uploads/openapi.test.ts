import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { multipartBody, ordersCsv, upload } from '../test-helpers';

describe('OpenAPI document of the upload routes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const uploadForm = (withName: boolean) => ({
    type: 'object',
    required: ['file'],
    properties: {
      file: expect.objectContaining({ type: 'string', format: 'binary' }),
      ...(withName ? { name: expect.objectContaining({ type: 'string', maxLength: 200 }) } : {}),
    },
  });

  it('describes add-database as a multipart upload or a JSON connection, and check-csv as an upload', async () => {
    for (const url of ['/api/openapi.json', '/api/docs/json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const { paths } = res.json();

      const addDatabase = paths['/api/db/add-database'].post.requestBody.content;
      expect(Object.keys(addDatabase).sort()).toEqual(['application/json', 'multipart/form-data']);
      expect(addDatabase['multipart/form-data'].schema).toEqual(uploadForm(true));
      const json = addDatabase['application/json'].schema;
      expect(json.required).toEqual(['name', 'connection']);
      expect(json.properties.connection.oneOf.length).toBeGreaterThanOrEqual(6);
      expect(JSON.stringify(json)).not.toContain('"format":"binary"');

      const checkCsv = paths['/api/db/check-csv'].post.requestBody.content;
      expect(Object.keys(checkCsv)).toEqual(['multipart/form-data']);
      expect(checkCsv['multipart/form-data'].schema).toEqual(uploadForm(false));
    }
  });

  it('still streams uploads to both routes and validates JSON connections', async () => {
    const owner = await buildUser(t);
    const added = await upload(t, owner, ordersCsv(5), { name: 'Streamed' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({ name: 'Streamed', type: 'CSV' });
    const checked = await upload(t, owner, ordersCsv(5), { url: '/api/db/check-csv' });
    expect(checked.json()).toMatchObject({ rowCount: 5, columnCount: 3 });

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/db/add-database',
      headers: owner.headers,
      payload: { name: 'No connection' },
    });
    expect(invalid.statusCode).toBe(400);
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/db/check-csv',
      headers: owner.headers,
      payload: { file: 'id\n1\n' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().message).toBe('Send the file as multipart/form-data.');
    const empty = await multipartBody(null);
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/db/check-csv',
      headers: { ...owner.headers, ...empty.headers },
      payload: empty.payload,
    });
    expect(noFile.json().message).toBe('Choose a file to upload.');
  });
});
