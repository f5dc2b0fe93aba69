import { describe, expect, it } from 'vitest';
import { detectDocumentKind } from './detect-document-kind';
import { fileNameKind } from './file-name-kind';

describe('fileNameKind', () => {
  it('gives the kind an extension promises, in any case, and null without one', () => {
    expect(fileNameKind('report.PDF')).toEqual({ kind: 'pdf' });
    expect(fileNameKind('notes.markdown')).toEqual({ kind: 'markdown' });
    expect(fileNameKind('scan.tif')).toEqual({ kind: 'tiff' });
    expect(fileNameKind('README')).toEqual({ kind: null });
    expect(fileNameKind('.profile')).toEqual({ kind: null });
  });

  it('refuses what detection refuses by name alone, in the same words', () => {
    const head = new TextEncoder().encode('plain words');
    for (const name of ['old.doc', 'tool.exe', 'sheet.xlsx']) {
      const byName = fileNameKind(name);
      expect(byName).toMatchObject({ kind: null, code: 'unsupported' });
      expect(detectDocumentKind(head, name)).toEqual(byName);
    }
    expect(fileNameKind('tool.exe')).toMatchObject({
      reason:
        'Files of type .exe are not supported. Upload a PDF, Word (.docx), text, Markdown, HTML, PNG, JPEG or TIFF file.',
    });
  });
});
