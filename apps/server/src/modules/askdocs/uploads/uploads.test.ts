import { buildDocx, buildPdf, buildPng, passwordEncryption } from '@tabletalk/documents/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { setPlan } from '../../dashboards/test-helpers';
import { call } from '../../rooms/test-helpers';
import { askDocDocuments } from '../tables';
import {
  createAskDocsProject,
  documentRow,
  holdingProcessJobs,
  pagesOf,
  storedDocumentFiles,
  uploadFiles,
} from '../test-helpers';

const twoPagePdf = buildPdf({
  title: 'Staff handbook',
  pages: [
    ['Welcome to the staff handbook of the company.'],
    ['Holidays are twenty-five days a year for everyone.'],
  ],
});
const twoPageDocx = buildDocx({
  paragraphs: [
    'Travel policy: book trains for trips under four hours.',
    null,
    'Expenses are paid monthly.',
  ],
});
const markdown = '# Onboarding\n\nYour first week starts with a tour of the office.\n';

describe('ask-docs uploads (add-ask-doc-file, the askdocs.process job)', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let projectId: string;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
    await setPlan(t, owner.orgId, 'Enterprise');
    projectId = await createAskDocsProject(t, owner, 'Handbooks');
  });
  afterAll(() => t.close());

  it('walks 401, 403, 400 and 404 before keeping a file', async () => {
    const file = [{ name: 'notes.md', content: markdown }];
    expect((await uploadFiles(t, null, projectId, file)).statusCode).toBe(401);
    const viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    expect((await uploadFiles(t, viewer, projectId, file)).statusCode).toBe(403);

    const noProject = await uploadFiles(t, owner, null, file);
    expect(noProject.statusCode).toBe(400);
    expect(noProject.json().message).toBe('Send the id of the project in the field "projectId".');
    const noFile = await uploadFiles(t, owner, projectId, []);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe('Choose a file to upload.');
    const json = await call(t, owner, 'POST', '/ask-docs/add-ask-doc-file', { projectId });
    expect(json.statusCode).toBe(400);

    const stranger = await buildUser(t);
    const theirs = await createAskDocsProject(t, stranger, 'Theirs');
    expect((await uploadFiles(t, owner, theirs, file)).statusCode).toBe(404);
    expect(storedDocumentFiles(t, owner.orgId)).toEqual([]);
    expect(storedDocumentFiles(t, stranger.orgId)).toEqual([]);
  });

  it('answers PENDING documents at once; the job reads their pages and makes them ACTIVE', async () => {
    const upload = await holdingProcessJobs(t, () =>
      uploadFiles(t, owner, projectId, [
        { name: 'handbook.pdf', content: twoPagePdf },
        { name: 'travel.docx', content: twoPageDocx },
        { name: 'onboarding.md', content: markdown },
      ]),
    );
    expect(upload.result.statusCode).toBe(200);
    const { documents, refused } = upload.result.json().data;
    expect(refused).toEqual([]);
    expect(
      documents.map((d: { fileName: string; kind: string; status: string }) => [
        d.fileName,
        d.kind,
        d.status,
      ]),
    ).toEqual([
      ['handbook.pdf', 'pdf', 'PENDING'],
      ['travel.docx', 'docx', 'PENDING'],
      ['onboarding.md', 'markdown', 'PENDING'],
    ]);
    expect(documents[0]).toMatchObject({
      projectId,
      sizeBytes: twoPagePdf.length,
      pageCount: null,
    });
    expect(upload.held.map((job) => job.documentId)).toEqual(
      documents.map((d: { _id: string }) => d._id),
    );
    // Stored under server-made names, nothing read yet.
    expect(storedDocumentFiles(t, owner.orgId)).toHaveLength(3);
    for (const name of storedDocumentFiles(t, owner.orgId)) expect(name).toMatch(/^[0-9a-f-]{36}$/);
    expect(await pagesOf(t, documents[0]._id)).toEqual([]);

    await upload.run();
    const [pdf, docx, md] = await Promise.all(
      documents.map((d: { _id: string }) => documentRow(t, d._id)),
    );
    expect(pdf).toMatchObject({
      status: 'ACTIVE',
      pageCount: 2,
      title: 'Staff handbook',
      failureReason: null,
      attempts: 1,
      claimId: null,
    });
    expect(pdf?.processedAt).toBeInstanceOf(Date);
    expect((await pagesOf(t, pdf.id)).map((p) => [p.page, p.text, p.source, p.needsOcr])).toEqual([
      [1, 'Welcome to the staff handbook of the company.', 'text', false],
      [2, 'Holidays are twenty-five days a year for everyone.', 'text', false],
    ]);
    expect(docx).toMatchObject({ status: 'ACTIVE', pageCount: 2 });
    expect((await pagesOf(t, docx.id)).map((p) => [p.page, p.text])).toEqual([
      [1, 'Travel policy: book trains for trips under four hours.'],
      [2, 'Expenses are paid monthly.'],
    ]);
    expect(md).toMatchObject({ status: 'ACTIVE', pageCount: 1, title: 'Onboarding' });
    expect((await pagesOf(t, md.id))[0]?.text).toContain('a tour of the office');

    const listed = await call(t, owner, 'GET', `/ask-docs/project-sources/${projectId}`);
    expect(listed.json().data.map((d: { status: string }) => d.status)).toEqual([
      'ACTIVE',
      'ACTIVE',
      'ACTIVE',
    ]);
  });

  it('leaves an image, and pages without a text layer, in OCR_PENDING without OCR pages left', async () => {
    // A Starter organization has no OCR pages of its own and has bought no pack.
    const basic = await buildUser(t);
    await setPlan(t, basic.orgId, 'Starter');
    const basicProject = await createAskDocsProject(t, basic, 'Scans');
    const scanned = buildPdf({ pages: [['Scan.'], ['The answer sits on page two of this file.']] });
    const res = await uploadFiles(t, basic, basicProject, [
      { name: 'receipt.png', content: buildPng(40, 30, true) },
      { name: 'scanned.pdf', content: scanned },
    ]);
    expect(res.statusCode).toBe(200);
    const [png, pdf] = res.json().data.documents;
    const overLimit =
      'Your OCR Limit is exceeded. Please purchase a new OCR package to proceed with this file.';
    expect(await documentRow(t, png._id)).toMatchObject({
      kind: 'png',
      status: 'OCR_PENDING',
      pageCount: 1,
      ocrPages: 0,
      failureReason: overLimit,
    });
    expect((await pagesOf(t, png._id)).map((p) => [p.page, p.text, p.needsOcr])).toEqual([
      [1, '', true],
    ]);
    // The page with a text layer keeps its text while page 1 waits.
    expect(await documentRow(t, pdf._id)).toMatchObject({
      status: 'OCR_PENDING',
      pageCount: 2,
      failureReason: overLimit,
    });
    expect((await pagesOf(t, pdf._id)).map((p) => [p.page, p.needsOcr, p.source, p.text])).toEqual([
      [1, true, 'text', 'Scan.'],
      [2, false, 'text', 'The answer sits on page two of this file.'],
    ]);
  });

  it('refuses a file whose bytes disagree with its name, keeps nothing of it, and takes the others', async () => {
    const before = storedDocumentFiles(t, owner.orgId).length;
    const res = await uploadFiles(t, owner, projectId, [
      { name: 'report.pdf', content: buildPng(40, 30, true) },
      { name: 'empty.txt', content: '' },
      { name: 'notes.md', content: markdown },
    ]);
    expect(res.statusCode).toBe(200);
    const { documents, refused } = res.json().data;
    expect(refused).toEqual([
      {
        fileName: 'report.pdf',
        code: 'mismatch',
        reason:
          'The file name ends in .pdf, but the file is a PNG image. Rename it to match its contents, or upload the original PDF file.',
      },
      { fileName: 'empty.txt', code: 'empty', reason: 'The file is empty.' },
    ]);
    expect(documents.map((d: { fileName: string }) => d.fileName)).toEqual(['notes.md']);
    expect(storedDocumentFiles(t, owner.orgId)).toHaveLength(before + 1);
    const rows = await t.ctx.db
      .select()
      .from(askDocDocuments)
      .where(eq(askDocDocuments.fileName, 'report.pdf'));
    expect(rows).toEqual([]);
  });

  it('keeps the name a person sees, never the path a client sends', async () => {
    const res = await uploadFiles(t, owner, projectId, [
      { name: '../../etc/evil\u0007.md', content: markdown },
    ]);
    const [document] = res.json().data.documents;
    expect(document.fileName).toBe('evil.md');
    const row = await documentRow(t, document._id);
    expect(row.storagePath.startsWith(`${t.dataDir}/askdocs/${owner.orgId}/`)).toBe(true);
    expect(row.storagePath).not.toContain('evil');
  });

  it("ends an encrypted PDF FAILED with the reader's reason, and keeps no pages", async () => {
    const locked = buildPdf({ pages: [['secret']], trailer: passwordEncryption });
    const res = await uploadFiles(t, owner, projectId, [{ name: 'locked.pdf', content: locked }]);
    const [document] = res.json().data.documents;
    expect(document.status).toBe('PENDING');
    expect(await documentRow(t, document._id)).toMatchObject({
      status: 'FAILED',
      failureReason: 'This PDF is password-protected.',
      pageCount: null,
      claimId: null,
    });
    expect(await pagesOf(t, document._id)).toEqual([]);
  });

  it('retries a fault outside the file, then ends FAILED with a readable reason', async () => {
    // A real fault of the app database: every insert of pages is refused while this holds.
    await t.ctx.db.execute(
      'ALTER TABLE askdoc_pages ADD CONSTRAINT test_no_pages CHECK (page < 0) NOT VALID',
    );
    let documentId = '';
    try {
      const res = await uploadFiles(t, owner, projectId, [{ name: 'notes.md', content: markdown }]);
      expect(res.statusCode).toBe(200);
      documentId = res.json().data.documents[0]._id;
    } finally {
      await t.ctx.db.execute('ALTER TABLE askdoc_pages DROP CONSTRAINT test_no_pages');
    }
    expect(await documentRow(t, documentId)).toMatchObject({
      status: 'FAILED',
      attempts: 3,
      failureReason:
        'This document could not be processed because of a problem on our side. Please process it again later.',
    });
    // Processing again once the fault is gone reads it.
    const again = await call(t, owner, 'PUT', `/ask-docs/process-documents/${documentId}`);
    expect(again.statusCode).toBe(200);
    expect(await documentRow(t, documentId)).toMatchObject({ status: 'ACTIVE', attempts: 1 });
  });
});

describe('ask-docs uploads past MAX_UPLOAD_MB', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let projectId: string;
  beforeAll(async () => {
    t = await createTestApp({ MAX_UPLOAD_MB: '0.01' });
    owner = await buildUser(t);
    projectId = await createAskDocsProject(t, owner, 'Small files');
  });
  afterAll(() => t.close());

  it('cuts the upload off at the limit with 413, naming the file, and keeps nothing of the request', async () => {
    const big = `# Big\n\n${'word '.repeat(4_000)}`;
    const res = await uploadFiles(t, owner, projectId, [
      { name: 'small.md', content: markdown },
      { name: 'big.md', content: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(res.json()).toMatchObject({
      code: 'FILE_TOO_LARGE',
      message: 'This file is larger than 0.01 MB, the most an upload may send.',
      details: { fileName: 'big.md', maxBytes: 10_485 },
    });
    expect(storedDocumentFiles(t, owner.orgId)).toEqual([]);
    const rows = await t.ctx.db
      .select()
      .from(askDocDocuments)
      .where(eq(askDocDocuments.orgId, owner.orgId));
    expect(rows).toEqual([]);
    // Under the limit still works.
    const small = await uploadFiles(t, owner, projectId, [{ name: 'small.md', content: markdown }]);
    expect(small.statusCode).toBe(200);
  });
});
