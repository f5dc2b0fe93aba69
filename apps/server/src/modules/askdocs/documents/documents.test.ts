import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { setPlan } from '../../dashboards/test-helpers';
import { call } from '../../rooms/test-helpers';
import { createAskDocsProject, insertDocument } from '../test-helpers';

describe('ask-docs documents (project-sources, documents)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let viewer: BuiltUser;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
    viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    await setPlan(t, owner.orgId, 'Enterprise');
  });
  afterAll(() => t.close());

  it("lists a project's documents with their status, newest first, never their storage path", async () => {
    const projectId = await createAskDocsProject(t, owner, 'Contracts');
    const base = t.ctx.now().getTime();
    const older = await insertDocument(t, {
      orgId: owner.orgId,
      projectId,
      fileName: 'lease.pdf',
      status: 'FAILED',
      createdAt: new Date(base - 60_000),
    });
    const newer = await insertDocument(t, {
      orgId: owner.orgId,
      projectId,
      fileName: 'scan.pdf',
      status: 'OCR_PENDING',
      createdAt: new Date(base),
    });
    const res = await call(t, viewer, 'GET', `/ask-docs/project-sources/${projectId}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((d: { _id: string }) => d._id)).toEqual([newer.id, older.id]);
    expect(data[0]).toEqual({
      _id: newer.id,
      projectId,
      fileName: 'scan.pdf',
      kind: 'pdf',
      sizeBytes: 13,
      status: 'OCR_PENDING',
      failureReason: null,
      pageCount: 2,
      ocrPages: 0,
      uploadedBy: null,
      createdAt: new Date(base).toISOString(),
      processedAt: null,
    });
    expect(res.body).not.toContain(newer.storagePath);
  });

  it("lists the organization's documents, all or one project's", async () => {
    const first = await createAskDocsProject(t, owner, 'First');
    const second = await createAskDocsProject(t, owner, 'Second');
    const a = await insertDocument(t, { orgId: owner.orgId, projectId: first });
    const b = await insertDocument(t, { orgId: owner.orgId, projectId: second });
    const stranger = await buildUser(t);
    const theirs = await createAskDocsProject(t, stranger, 'Theirs');
    const c = await insertDocument(t, { orgId: stranger.orgId, projectId: theirs });

    const all = (await call(t, viewer, 'GET', '/ask-docs/documents')).json().data;
    const ids = all.map((d: { _id: string }) => d._id);
    expect(ids).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(ids).not.toContain(c.id);
    const one = await call(t, viewer, 'GET', `/ask-docs/documents?projectId=${second}`);
    expect(one.json().data.map((d: { _id: string }) => d._id)).toEqual([b.id]);
    // Another organization's project is not found, nor are its documents listed.
    expect(
      (await call(t, owner, 'GET', `/ask-docs/documents?projectId=${theirs}`)).statusCode,
    ).toBe(404);
    expect((await call(t, owner, 'GET', '/ask-docs/documents?projectId=nope')).statusCode).toBe(
      400,
    );
  });
});
