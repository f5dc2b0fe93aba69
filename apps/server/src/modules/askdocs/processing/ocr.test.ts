import { ocrWorkerPool } from '@tabletalk/documents';
import { buildPdf, renderTextPng, scannedPdfPage } from '@tabletalk/documents/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { grantOcrPages } from '../../../core/entitlements';
import { setPlan } from '../../dashboards/test-helpers';
import { call } from '../../rooms/test-helpers';
import { searchPassages } from '../search';
import { createAskDocsProject, documentRow, pagesOf, uploadDocument } from '../test-helpers';
import { resumeOcrPendingDocuments } from './resume-ocr-pending';

const OCR_LIMIT_MESSAGE =
  'Your OCR Limit is exceeded. Please purchase a new OCR package to proceed with this file.';

/** A scan of a receipt: the words OCR must find. Every reading of it takes a second or two. */
const receipt = renderTextPng([
  'Invoice 4471 for garden furniture',
  'delivered to the Oslo office',
]);

/**
 * OCR of images and of PDF pages without a text layer, counted against the organization's OCR
 * pages: the plan's pages of the month, then its packs. Real OCR runs (tesseract.js), three in
 * all, plus one damaged image refused at decoding.
 */
describe('ask-docs OCR (the askdocs.process job)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    ocrWorkerPool.stop();
    await t.close();
  });

  async function orgWithProject(plan: string | null) {
    const owner = await buildUser(t);
    if (plan) await setPlan(t, owner.orgId, plan);
    const projectId = await createAskDocsProject(t, owner, 'Scans');
    return { owner, projectId };
  }

  const upload = (owner: BuiltUser, projectId: string, name: string, content: Uint8Array) =>
    uploadDocument(t, owner, projectId, { name, content });

  async function ocrUsage(owner: BuiltUser) {
    const res = await call(t, owner, 'GET', '/users/me');
    const { monthlyOcrPages, ocrPackPages } = res.json().data.serviceUsage;
    return { monthlyOcrPages, ocrPackPages };
  }

  it('reads a scanned image on a plan with OCR pages, makes it searchable and counts the page once', async () => {
    const { owner, projectId } = await orgWithProject('Pro');
    const id = await upload(owner, projectId, 'receipt.png', receipt);
    expect(await documentRow(t, id)).toMatchObject({
      status: 'ACTIVE',
      failureReason: null,
      pageCount: 1,
      ocrPages: 1,
    });
    const [page] = await pagesOf(t, id);
    expect(page).toMatchObject({ page: 1, source: 'ocr', needsOcr: false });
    expect(page?.text).toContain('garden furniture');
    const hits = await searchPassages(t.ctx.db, {
      orgId: owner.orgId,
      projectId,
      query: 'garden furniture invoice',
      limit: 5,
    });
    expect(hits.map((hit) => [hit.documentId, hit.page])).toEqual([[id, 1]]);
    expect(await ocrUsage(owner)).toEqual({
      monthlyOcrPages: { used: 1, limit: 200 },
      ocrPackPages: 0,
    });

    // Processing it again keeps the text OCR read (the file never changes): nothing is charged.
    const again = await call(t, owner, 'PUT', `/ask-docs/process-documents/${id}`);
    expect(again.statusCode).toBe(200);
    expect(await documentRow(t, id)).toMatchObject({ status: 'ACTIVE', ocrPages: 1 });
    expect(await pagesOf(t, id)).toEqual([page]);
    expect((await ocrUsage(owner)).monthlyOcrPages).toEqual({ used: 1, limit: 200 });
  });

  it('reads by OCR the page of a PDF that has no text layer, and only that page', async () => {
    const { owner, projectId } = await orgWithProject('Core');
    const pdf = buildPdf({
      pages: [
        ['The typed first page of the delivery report.'],
        scannedPdfPage(['The scanned second page lists', 'twelve oak benches']),
      ],
    });
    const id = await upload(owner, projectId, 'report.pdf', pdf);
    expect(await documentRow(t, id)).toMatchObject({
      status: 'ACTIVE',
      pageCount: 2,
      ocrPages: 1,
    });
    const pages = await pagesOf(t, id);
    expect(pages.map((p) => [p.page, p.source, p.needsOcr])).toEqual([
      [1, 'text', false],
      [2, 'ocr', false],
    ]);
    expect(pages[0]?.text).toBe('The typed first page of the delivery report.');
    expect(pages[1]?.text).toContain('twelve oak benches');
    expect((await ocrUsage(owner)).monthlyOcrPages).toEqual({ used: 1, limit: 50 });
  });

  it('keeps a document in OCR_PENDING without OCR pages, and reads it once a pack is bought', async () => {
    const { owner, projectId } = await orgWithProject('Starter'); // no OCR pages of its own
    const id = await upload(owner, projectId, 'receipt.png', receipt);
    expect(await documentRow(t, id)).toMatchObject({
      status: 'OCR_PENDING',
      failureReason: OCR_LIMIT_MESSAGE,
      ocrPages: 0,
    });
    expect((await pagesOf(t, id)).map((p) => [p.page, p.text, p.needsOcr])).toEqual([
      [1, '', true],
    ]);
    const listed = await call(t, owner, 'GET', `/ask-docs/project-sources/${projectId}`);
    expect(listed.json().data).toEqual([
      expect.objectContaining({ _id: id, status: 'OCR_PENDING', failureReason: OCR_LIMIT_MESSAGE }),
    ]);
    expect(await ocrUsage(owner)).toEqual({
      monthlyOcrPages: { used: 0, limit: 0 },
      ocrPackPages: 0,
    });
    // Another organization's waiting document is not its to resume.
    const other = await orgWithProject('Starter');
    const theirs = await upload(other.owner, other.projectId, 'theirs.png', receipt);

    expect(await grantOcrPages(t.ctx.db, owner.orgId, 5)).toBe(5);
    const resumed = await resumeOcrPendingDocuments(t.ctx, owner.orgId);
    expect(resumed.map((row) => row.id)).toEqual([id]);
    expect(await documentRow(t, id)).toMatchObject({
      status: 'ACTIVE',
      failureReason: null,
      ocrPages: 1,
    });
    expect((await pagesOf(t, id))[0]?.text).toContain('Oslo office');
    expect(await ocrUsage(owner)).toEqual({
      monthlyOcrPages: { used: 0, limit: 0 },
      ocrPackPages: 4,
    });
    expect((await documentRow(t, theirs)).status).toBe('OCR_PENDING');
  });

  it('fails an image OCR cannot decode with its reason, and gives the page back', async () => {
    const { owner, projectId } = await orgWithProject('Pro');
    const damaged = Buffer.concat([receipt.subarray(0, 33), Buffer.alloc(200, 0x5a)]);
    const id = await upload(owner, projectId, 'damaged.png', damaged);
    expect(await documentRow(t, id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'The image could not be read: its data is damaged.',
      ocrPages: 0,
    });
    expect((await ocrUsage(owner)).monthlyOcrPages).toEqual({ used: 0, limit: 200 });
  });
});
