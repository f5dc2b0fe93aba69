import { rmSync } from 'node:fs';
import { buildPdf } from '@tabletalk/documents/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { setPlan } from '../../dashboards/test-helpers';
import { call } from '../../rooms/test-helpers';
import { createAskDocsProject, documentRow, uploadDocument } from '../test-helpers';

describe('ask-docs/fetch-file', () => {
  let t: TestApp;
  let owner: BuiltUser;
  let viewer: BuiltUser;
  let projectId: string;
  const pdf = buildPdf({ pages: [['The original bytes of this document.']] });
  const page = '<!doctype html><html><body><script>alert(1)</script>Hi</body></html>';
  beforeAll(async () => {
    t = await createTestApp();
    owner = await buildUser(t);
    viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    await setPlan(t, owner.orgId, 'Enterprise');
    projectId = await createAskDocsProject(t, owner, 'Downloads');
  });
  afterAll(() => t.close());

  const upload = (name: string, content: string | Uint8Array) =>
    uploadDocument(t, owner, projectId, { name, content });

  const fetchFile = (user: BuiltUser | null, id: string) =>
    call(t, user, 'GET', `/ask-docs/fetch-file?id=${id}`);

  it('gives a viewer the original as an attachment, never to be sniffed or cached', async () => {
    const id = await upload('Jahresbericht «2024» ü.pdf', pdf);
    const res = await fetchFile(viewer, id);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(Buffer.from(pdf))).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(pdf.length));
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Jahresbericht _2024_ _.pdf"; filename*=UTF-8''Jahresbericht%20%C2%AB2024%C2%BB%20%C3%BC.pdf`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('serves uploaded HTML as a download too, with quotes in its name kept out of the header', async () => {
    const id = await upload('say "hi" (1).html', page);
    const res = await fetchFile(owner, id);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(page);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="say _hi_ (1).html"; filename*=UTF-8''say%20%22hi%22%20%281%29.html`,
    );
  });

  it('is for signed-in members of the organization only', async () => {
    const id = await upload('notes.md', '# Notes\n\nOnly for members.\n');
    expect((await fetchFile(null, id)).statusCode).toBe(401);
    const stranger = await buildUser(t);
    const across = await fetchFile(stranger, id);
    expect(across.statusCode).toBe(404);
    expect(across.body).not.toContain('Only for members');
    expect((await fetchFile(owner, 'not-a-uuid')).statusCode).toBe(400);
    expect((await call(t, owner, 'GET', '/ask-docs/fetch-file')).statusCode).toBe(400);
    expect((await fetchFile(owner, crypto.randomUUID())).statusCode).toBe(404);
  });

  it('answers 404 when the stored file is gone', async () => {
    const id = await upload('gone.md', '# Gone\n\nSoon.\n');
    rmSync((await documentRow(t, id)).storagePath);
    expect((await fetchFile(owner, id)).statusCode).toBe(404);
  });
});
