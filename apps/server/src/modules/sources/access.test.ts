import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser, DEFAULT_PASSWORD } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { sources } from './tables';
import { ordersCsv, upload } from './test-helpers';

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };

/** Every sources call that names a source or project, aimed at `ids`. */
function callsOn(ids: { sourceId: string; projectId: string }): Call[] {
  const { sourceId, projectId } = ids;
  return [
    { method: 'GET', url: `/api/db/source-info/${sourceId}` },
    { method: 'GET', url: `/api/db/source-preview-data/${sourceId}` },
    { method: 'GET', url: `/api/db/select_source?id=${sourceId}` },
    { method: 'GET', url: `/api/db/db-schema?id=${sourceId}` },
    { method: 'GET', url: `/api/db/sheets/${projectId}` },
    { method: 'GET', url: `/api/db/project-by-id?id=${projectId}` },
    { method: 'PUT', url: `/api/db/update-project/${projectId}`, payload: { name: 'Mine now' } },
    { method: 'PUT', url: `/api/db/project-favourite/${projectId}`, payload: {} },
    { method: 'PUT', url: '/api/db/csv-headers', payload: { sourceId, headers: ['a', 'b', 'c'] } },
    { method: 'PUT', url: `/api/db/source-model/${sourceId}`, payload: { tables: [] } },
    { method: 'PUT', url: `/api/dashboard/db/refresh-database/${sourceId}` },
    { method: 'POST', url: '/api/db/build-knowledge', payload: { id: sourceId } },
    {
      method: 'POST',
      url: '/api/db/decrypt-db-password',
      payload: { id: sourceId, password: DEFAULT_PASSWORD },
    },
    { method: 'DELETE', url: `/api/db/delete-source/${sourceId}` },
    { method: 'DELETE', url: `/api/db/delete-project/${projectId}` },
  ];
}

describe('sources access control', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let ids: { sourceId: string; projectId: string };
  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
    const added = (await upload(t, owner, ordersCsv(5))).json();
    ids = { sourceId: added._id, projectId: added.projectId };
  });
  afterAll(() => t.close());

  const send = (call: Call, headers: Record<string, string> = {}) =>
    t.app.inject({ method: call.method, url: call.url, payload: call.payload, headers });

  it('answers 401 to every call without a session', async () => {
    const lists: Call[] = [
      { method: 'GET', url: '/api/db/sources' },
      { method: 'GET', url: '/api/db/all-databases' },
      { method: 'GET', url: '/api/db/all-projects' },
      { method: 'POST', url: '/api/db/check-csv' },
      { method: 'POST', url: '/api/db/set-sample' },
    ];
    for (const call of [...lists, ...callsOn(ids)]) {
      expect((await send(call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it("answers 404 to every call on another organization's source or project, changing nothing", async () => {
    const stranger = await buildUser(t);
    const before = await t.ctx.db.select().from(sources);
    for (const call of callsOn(ids)) {
      const res = await send(call, stranger.headers);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    expect(await t.ctx.db.select().from(sources)).toEqual(before);
    for (const url of ['/api/db/sources', '/api/db/all-projects']) {
      const res = await send({ method: 'GET', url }, stranger.headers);
      expect(res.json().data).toEqual([]);
    }
  });

  it('answers 400 to malformed ids and bodies', async () => {
    const bad: Call[] = [
      { method: 'GET', url: '/api/db/source-info/not-a-uuid' },
      { method: 'GET', url: '/api/db/db-schema' },
      { method: 'POST', url: '/api/db/build-knowledge', payload: { id: 42 } },
      {
        method: 'PUT',
        url: '/api/db/csv-headers',
        payload: { sourceId: ids.sourceId, headers: [''] },
      },
      { method: 'PUT', url: `/api/db/update-project/${ids.projectId}`, payload: { name: ' ' } },
      { method: 'POST', url: '/api/db/add-database', payload: { name: 'x' } },
    ];
    for (const call of bad) {
      expect((await send(call, owner.headers)).statusCode, `${call.method} ${call.url}`).toBe(400);
    }
  });

  it('lets a viewer read but not change sources or projects', async () => {
    const viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    const reads = [
      '/api/db/sources',
      `/api/db/source-info/${ids.sourceId}`,
      '/api/db/all-projects',
    ];
    for (const url of reads) {
      expect((await send({ method: 'GET', url }, viewer.headers)).statusCode, url).toBe(200);
    }
    const changes = callsOn(ids).filter(
      (call) => call.method !== 'GET' && !call.url.includes('project-favourite'),
    );
    for (const call of changes) {
      expect((await send(call, viewer.headers)).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
  });
});
