import { askDocsDocumentKinds } from '@tabletalk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { call } from '../../rooms/test-helpers';

describe('ask-docs/user_guide', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ MAX_UPLOAD_MB: '7.5' });
  });
  afterAll(() => t.close());

  it('answers the help as sections, with the accepted files and the configured upload limit', async () => {
    expect((await call(t, null, 'GET', '/ask-docs/user_guide')).statusCode).toBe(401);
    const owner = await buildUser(t);
    const viewer = await buildUser(t, { orgId: owner.orgId, teamId: owner.teamId, role: 'viewer' });
    const res = await call(t, viewer, 'GET', '/ask-docs/user_guide');
    expect(res.statusCode).toBe(200);
    const guide = res.json().data;
    expect(guide.limits.maxUploadMb).toBe(7.5);
    expect(guide.limits.kinds.map((k: { kind: string }) => k.kind)).toEqual([
      ...askDocsDocumentKinds,
    ]);
    expect(guide.limits.kinds[0]).toEqual({
      kind: 'pdf',
      label: 'PDF',
      extensions: ['.pdf'],
      isImage: false,
    });
    const sections = Object.fromEntries(
      guide.sections.map((s: { id: string }) => [s.id, s] as const),
    );
    expect(Object.keys(sections)).toEqual(
      expect.arrayContaining(['files', 'limits', 'statuses', 'citations', 'ocr', 'templates']),
    );
    expect(sections.files.items).toContain('Word (DOCX): .docx');
    expect(sections.files.items).toContain('TIFF image: .tif, .tiff');
    expect(sections.limits.paragraphs[0]).toContain('up to 7.5 MB');
    expect(sections.statuses.items).toHaveLength(4);
    expect(sections.ocr.paragraphs.join(' ')).toContain(
      'Your OCR Limit is exceeded. Please purchase a new OCR package to proceed with this file.',
    );
    // Structured text, not markup.
    expect(res.body).not.toMatch(/<[a-z]/i);
  });
});
