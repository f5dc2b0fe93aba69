import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { buildPdf, buildPng, passwordEncryption } from '@tabletalk/documents/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { setPlan } from '../../dashboards/test-helpers';
import { call } from '../../rooms/test-helpers';
import { searchPassages } from '../search';
import { askDocDocuments, askDocPages } from '../tables';
import {
  createAskDocsProject,
  documentRow,
  holdingProcessJobs,
  pagesOf,
  uploadDocument,
  uploadFiles,
} from '../test-helpers';
import { claimDocument, STALE_CLAIM_MS } from './claim-document';
import { processDocument } from './process-document';
import { requeueStalledDocuments } from './requeue-stalled-documents';
import { writeOutcome } from './write-outcome';

const pdf = (...pages: string[]) => buildPdf({ pages: pages.map((text) => [text]) });

describe('ask-docs processing (process-documents, add-docs, the askdocs.process job)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let projectId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Enterprise');
    projectId = await createAskDocsProject(t, owner, 'Processing');
  });
  afterAll(() => t.close());

  const upload = (project: string, name: string, content: string | Uint8Array) =>
    uploadDocument(t, owner, project, { name, content });

  it('re-processing a document replaces its pages', async () => {
    const id = await upload(
      projectId,
      'policy.pdf',
      pdf('Old first page of the policy text.', 'Old second page of the policy text.'),
    );
    expect((await pagesOf(t, id)).map((p) => p.text)).toEqual([
      'Old first page of the policy text.',
      'Old second page of the policy text.',
    ]);
    // ACTIVE means searchable: the second page's passage is found, with its page.
    const search = (query: string) =>
      searchPassages(t.ctx.db, { orgId: owner.orgId, projectId, query, limit: 5 });
    expect((await search('second page policy')).map((hit) => [hit.documentId, hit.page])).toEqual(
      expect.arrayContaining([[id, 2]]),
    );
    // The stored file changes (as a repaired upload would); processing again reads it anew.
    writeFileSync(
      (await documentRow(t, id)).storagePath,
      pdf('The new and only page of the policy.'),
    );
    const res = await call(t, owner, 'PUT', `/ask-docs/process-documents/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([expect.objectContaining({ _id: id, status: 'PENDING' })]);
    expect(await documentRow(t, id)).toMatchObject({ status: 'ACTIVE', pageCount: 1 });
    expect((await pagesOf(t, id)).map((p) => [p.page, p.text])).toEqual([
      [1, 'The new and only page of the policy.'],
    ]);
    // Its passages were replaced too: the old second page is no longer found.
    expect((await search('second page policy')).filter((hit) => hit.page === 2)).toEqual([]);
  });

  it('re-processing a project takes up its FAILED and OCR_PENDING documents, not the others', async () => {
    const project = await createAskDocsProject(t, owner, 'Mixed');
    // On Starter, without OCR pages, the image waits in OCR_PENDING (ocr.test.ts reads images).
    await setPlan(t, owner.orgId, 'Starter');
    try {
      await reprocessMixedProject(project);
    } finally {
      await setPlan(t, owner.orgId, 'Enterprise');
    }
  });

  async function reprocessMixedProject(project: string) {
    const active = await upload(project, 'fine.md', '# Fine\n\nAll good here.\n');
    const failed = await upload(
      project,
      'locked.pdf',
      buildPdf({ pages: [['secret']], trailer: passwordEncryption }),
    );
    const waiting = await upload(project, 'scan.png', buildPng(30, 20, true));
    const before = await documentRow(t, active);

    const requeue = await holdingProcessJobs(t, () =>
      call(t, owner, 'PUT', `/ask-docs/process-documents/${project}`),
    );
    expect(requeue.result.statusCode).toBe(200);
    const data = requeue.result.json().data as {
      _id: string;
      status: string;
      failureReason: null;
    }[];
    expect(data.map((d) => d._id).sort()).toEqual([failed, waiting].sort());
    expect(data.every((d) => d.status === 'PENDING' && d.failureReason === null)).toBe(true);
    expect(requeue.held.map((job) => job.documentId).sort()).toEqual([failed, waiting].sort());
    expect(await documentRow(t, failed)).toMatchObject({ status: 'PENDING', attempts: 0 });

    await requeue.run();
    expect(await documentRow(t, failed)).toMatchObject({
      status: 'FAILED',
      failureReason: 'This PDF is password-protected.',
    });
    expect((await documentRow(t, waiting)).status).toBe('OCR_PENDING');
    expect(await documentRow(t, active)).toEqual(before);
  }

  it('process-documents is for managers of the organization, with an id it knows', async () => {
    const id = await upload(projectId, 'short.md', '# Short\n\nA line.\n');
    const viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    expect((await call(t, null, 'PUT', `/ask-docs/process-documents/${id}`)).statusCode).toBe(401);
    expect((await call(t, viewer, 'PUT', `/ask-docs/process-documents/${id}`)).statusCode).toBe(
      403,
    );
    const stranger = await buildUser(t);
    expect((await call(t, stranger, 'PUT', `/ask-docs/process-documents/${id}`)).statusCode).toBe(
      404,
    );
    expect((await call(t, owner, 'PUT', '/ask-docs/process-documents/nope')).statusCode).toBe(400);
    expect(
      (await call(t, owner, 'PUT', `/ask-docs/process-documents/${crypto.randomUUID()}`))
        .statusCode,
    ).toBe(404);
  });

  it('add-docs answers the wizard’s documents and sends again a job that was lost', async () => {
    const project = await createAskDocsProject(t, owner, 'Wizard');
    // The jobs are held and dropped: as if the queue was away when the files came.
    const lost = await holdingProcessJobs(t, () =>
      uploadFiles(t, owner, project, [
        { name: 'a.md', content: '# A\n\nFirst file of the wizard.\n' },
        { name: 'b.md', content: '# B\n\nSecond file of the wizard.\n' },
      ]),
    );
    const ids = lost.result.json().data.documents.map((d: { _id: string }) => d._id) as string[];
    expect((await documentRow(t, ids[0] ?? '')).status).toBe('PENDING');

    const res = await call(t, owner, 'POST', '/ask-docs/add-docs', {
      projectId: project,
      documentIds: ids,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((d: { _id: string }) => d._id)).toEqual(ids);
    for (const id of ids) expect((await documentRow(t, id)).status).toBe('ACTIVE');
    // Again: nothing is PENDING, nothing is sent, the documents are answered as they are.
    const again = await holdingProcessJobs(t, () =>
      call(t, owner, 'POST', '/ask-docs/add-docs', { projectId: project, documentIds: ids }),
    );
    expect(again.held).toEqual([]);
    expect(again.result.json().data.map((d: { status: string }) => d.status)).toEqual([
      'ACTIVE',
      'ACTIVE',
    ]);

    const elsewhere = await upload(projectId, 'other.md', '# Other\n\nAnother project.\n');
    const mixed = await call(t, owner, 'POST', '/ask-docs/add-docs', {
      projectId: project,
      documentIds: [ids[0], elsewhere],
    });
    expect(mixed.statusCode).toBe(404);
    expect(
      (await call(t, owner, 'POST', '/ask-docs/add-docs', { projectId: project })).statusCode,
    ).toBe(400);
    const viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    const asViewer = await call(t, viewer, 'POST', '/ask-docs/add-docs', {
      projectId: project,
      documentIds: ids,
    });
    expect(asViewer.statusCode).toBe(403);
  });

  it('a run taken over by a re-queue writes nothing; a duplicate job does nothing', async () => {
    const held = await holdingProcessJobs(t, () =>
      uploadFiles(t, owner, projectId, [
        { name: 'race.md', content: '# Race\n\nWho writes last?\n' },
      ]),
    );
    const id = held.result.json().data.documents[0]._id as string;
    const stale = await claimDocument(t.ctx, await documentRow(t, id));
    expect(stale).not.toBeNull();
    if (!stale) return;
    // Re-queued while the first run holds it: the new run reads it.
    expect((await call(t, owner, 'PUT', `/ask-docs/process-documents/${id}`)).statusCode).toBe(200);
    const done = await documentRow(t, id);
    expect(done).toMatchObject({ status: 'ACTIVE', pageCount: 1, claimId: null });
    // The first run's late writes do not land.
    const late = await writeOutcome(t.ctx, stale, {
      changes: { status: 'FAILED', failureReason: 'late' },
      pages: [],
      settle: true,
    });
    expect(late).toBeNull();
    expect(await documentRow(t, id)).toEqual(done);
    expect(await pagesOf(t, id)).toHaveLength(1);
    // The job the upload sent, run late, finds the document ACTIVE and leaves it.
    await held.run();
    await processDocument(t.ctx, id);
    expect(await documentRow(t, id)).toEqual(done);
  });

  it('a worker that starts again takes up a document whose run died with the last one', async () => {
    const held = await holdingProcessJobs(t, () =>
      uploadFiles(t, owner, projectId, [
        { name: 'killed.md', content: '# Killed\n\nRead when the worker came back.\n' },
      ]),
    );
    const id = held.result.json().data.documents[0]._id as string;
    // The dead run's claim: fresh, so no job of its own could take the document before it expires.
    expect(await claimDocument(t.ctx, await documentRow(t, id))).not.toBeNull();
    expect(await claimDocument(t.ctx, await documentRow(t, id))).toBeNull();
    // One process (the embedded database): every claim at start is a dead run's.
    expect(await requeueStalledDocuments(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await documentRow(t, id)).toMatchObject({ status: 'ACTIVE', pageCount: 1 });
    expect(await pagesOf(t, id)).toHaveLength(1);
    expect(await requeueStalledDocuments(t.ctx)).toBe(0);
    await held.run();
  });

  it('a missing file ends FAILED with what to do', async () => {
    const held = await holdingProcessJobs(t, () =>
      uploadFiles(t, owner, projectId, [{ name: 'lost.md', content: '# Lost\n\nGone soon.\n' }]),
    );
    const id = held.result.json().data.documents[0]._id as string;
    rmSync((await documentRow(t, id)).storagePath);
    await held.run();
    expect(await documentRow(t, id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'The file of this document is missing. Please upload it again.',
    });
  });

  it('deleting a project removes its documents’ pages and files', async () => {
    const project = await createAskDocsProject(t, owner, 'Doomed');
    const id = await upload(
      project,
      'doomed.pdf',
      pdf('Page one of a doomed file.', 'Page two of a doomed file.'),
    );
    const { storagePath } = await documentRow(t, id);
    expect(await pagesOf(t, id)).toHaveLength(2);
    const res = await call(t, owner, 'DELETE', `/ask-docs/delete-project/${project}`);
    expect(res.statusCode).toBe(200);
    expect(await t.ctx.db.select().from(askDocPages).where(eq(askDocPages.documentId, id))).toEqual(
      [],
    );
    expect(existsSync(storagePath)).toBe(false);
  });
});

describe('ask-docs processing: the sweep of live workers (several processes on PostgreSQL)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let projectId: string;
  beforeAll(async () => {
    // DATABASE_URL set is what tells the server other processes may share its database.
    t = await createTestApp({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shared' });
    owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Enterprise');
    projectId = await createAskDocsProject(t, owner, 'Sweep');
  });
  afterAll(() => t.close());

  it('takes up a document whose worker fell silent, once however many workers sweep; leaves the rest', async () => {
    const held = await holdingProcessJobs(t, () =>
      uploadFiles(t, owner, projectId, [
        { name: 'dead.md', content: '# Dead\n\nIts worker was killed.\n' },
        { name: 'alive.md', content: '# Alive\n\nIts worker still reads it.\n' },
        { name: 'queued.md', content: '# Queued\n\nIts job waits in the queue.\n' },
      ]),
    );
    const [dead, alive, queued] = held.result
      .json()
      .data.documents.map((document: { _id: string }) => document._id) as string[];
    if (!dead || !alive || !queued) throw new Error('three documents expected');
    for (const id of [dead, alive]) {
      expect(await claimDocument(t.ctx, await documentRow(t, id))).not.toBeNull();
    }
    const silentSince = new Date(t.ctx.now().getTime() - STALE_CLAIM_MS - 1_000);
    await t.ctx.db
      .update(askDocDocuments)
      .set({ claimedAt: silentSince })
      .where(eq(askDocDocuments.id, dead));
    const aliveBefore = await documentRow(t, alive);
    const queuedBefore = await documentRow(t, queued);

    const swept = await Promise.all([1, 2, 3].map(() => requeueStalledDocuments(t.ctx, 'sweep')));
    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await documentRow(t, dead)).toMatchObject({ status: 'ACTIVE', pageCount: 1 });
    expect(await pagesOf(t, dead)).toHaveLength(1);
    expect(await documentRow(t, alive)).toEqual(aliveBefore);
    expect(await documentRow(t, queued)).toEqual(queuedBefore);
    await held.run();
  });
});
