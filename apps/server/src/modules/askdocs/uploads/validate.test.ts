import { buildPdf, buildPng } from '@tabletalk/documents/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { call } from '../../rooms/test-helpers';
import { createAskDocsProject, storedDocumentFiles, uploadFiles } from '../test-helpers';

const URL = '/api/ask-docs/add-ask-doc-file-validate';
const MAX_BYTES = 10 * 1024 * 1024;

describe('ask-docs/add-ask-doc-file-validate', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let projectId: string;
  beforeAll(async () => {
    t = await createTestApp({ MAX_UPLOAD_MB: '10' });
    owner = await buildUser(t);
    projectId = await createAskDocsProject(t, owner, 'Policies');
  });
  afterAll(() => t.close());

  const validate = (user: BuiltUser | null, body: unknown) =>
    call(t, user, 'POST', '/ask-docs/add-ask-doc-file-validate', body);

  it('walks 401, 403, 400 and 404', async () => {
    const files = [{ name: 'a.pdf', size: 10 }];
    expect((await validate(null, { projectId, files })).statusCode).toBe(401);
    const viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    expect((await validate(viewer, { projectId, files })).statusCode).toBe(403);
    expect((await validate(owner, { projectId, files: [] })).statusCode).toBe(400);
    const tooMany = Array.from({ length: 21 }, (_, i) => ({ name: `${i}.pdf`, size: 1 }));
    const many = await validate(owner, { projectId, files: tooMany });
    expect(many.statusCode).toBe(400);
    expect((await validate(owner, { files })).statusCode).toBe(400);
    const stranger = await buildUser(t);
    const theirs = await createAskDocsProject(t, stranger, 'Theirs');
    expect((await validate(owner, { projectId: theirs, files })).statusCode).toBe(404);
  });

  it('judges names and sizes before upload: kind by extension, empty, past MAX_UPLOAD_MB', async () => {
    const res = await validate(owner, {
      projectId,
      files: [
        { name: 'handbook.PDF', size: 2_000 },
        { name: 'old.doc', size: 2_000 },
        { name: 'tool.exe', size: 2_000 },
        { name: 'blank.txt', size: 0 },
        { name: 'huge.pdf', size: MAX_BYTES + 1 },
        { name: 'limit.md', size: MAX_BYTES },
        { name: 'C:\\fakepath\\README', size: 50 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const ok = (fileName: string, sizeBytes: number, kind: string | null) => ({
      fileName,
      sizeBytes,
      ok: true,
      kind,
      code: null,
      reason: null,
    });
    const refused = (fileName: string, sizeBytes: number, code: string, reason: string) => ({
      fileName,
      sizeBytes,
      ok: false,
      kind: null,
      code,
      reason,
    });
    expect(res.json().data).toEqual([
      ok('handbook.PDF', 2_000, 'pdf'),
      refused(
        'old.doc',
        2_000,
        'unsupported',
        'Legacy .doc files are not supported. Save the document as .docx and upload it again.',
      ),
      refused(
        'tool.exe',
        2_000,
        'unsupported',
        'Files of type .exe are not supported. Upload a PDF, Word (.docx), text, Markdown, HTML, PNG, JPEG or TIFF file.',
      ),
      refused('blank.txt', 0, 'empty', 'The file is empty.'),
      refused(
        'huge.pdf',
        MAX_BYTES + 1,
        'too-large',
        'This file is larger than 10 MB, the most an upload may send.',
      ),
      ok('limit.md', MAX_BYTES, 'markdown'),
      // No extension: its bytes decide on upload.
      ok('README', 50, null),
    ]);
  });

  it('sent as multipart, checks the bytes as the upload does and keeps nothing', async () => {
    const res = await uploadFiles(
      t,
      owner,
      projectId,
      [
        { name: 'report.pdf', content: buildPdf({ pages: [['A page of the report text.']] }) },
        { name: 'photo.pdf', content: buildPng(20, 20, true) },
      ],
      URL,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      expect.objectContaining({ fileName: 'report.pdf', ok: true, kind: 'pdf', code: null }),
      expect.objectContaining({ fileName: 'photo.pdf', ok: false, kind: null, code: 'mismatch' }),
    ]);
    expect(storedDocumentFiles(t, owner.orgId)).toEqual([]);
    const listed = await call(t, owner, 'GET', `/ask-docs/project-sources/${projectId}`);
    expect(listed.json().data).toEqual([]);
  });
});
