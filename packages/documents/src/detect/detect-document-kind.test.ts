import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { buildDocx } from '../extract/test-docx';
import { buildJpegHead, buildPng, buildTiffHead } from '../extract/test-images';
import { buildPdf } from '../extract/test-pdf';
import { detectDocumentKind } from './detect-document-kind';

const text = (value: string) => new TextEncoder().encode(value);
const pdf = buildPdf({ pages: [['Hello']] });
const png = buildPng(10, 10);

describe('detectDocumentKind', () => {
  it('knows each supported kind by its bytes and agreeing name', () => {
    expect(detectDocumentKind(pdf, 'report.PDF')).toEqual({ kind: 'pdf' });
    expect(detectDocumentKind(buildDocx({ paragraphs: ['Hi'] }), 'notes.docx')).toEqual({
      kind: 'docx',
    });
    expect(detectDocumentKind(png, 'scan.png')).toEqual({ kind: 'png' });
    expect(detectDocumentKind(buildJpegHead(5, 5), 'photo.jpg')).toEqual({ kind: 'jpeg' });
    expect(detectDocumentKind(buildTiffHead(5, 5, false), 'fax.tif')).toEqual({ kind: 'tiff' });
    expect(detectDocumentKind(text('plain words'), 'a.txt')).toEqual({ kind: 'txt' });
    expect(detectDocumentKind(text('# Title\n\ntext'), 'a.md')).toEqual({ kind: 'markdown' });
    expect(detectDocumentKind(text('\uFEFF  \n<!DOCTYPE html><p>x'), 'a.html')).toEqual({
      kind: 'html',
    });
    expect(detectDocumentKind(text('<p>a fragment</p>'), 'page.htm')).toEqual({ kind: 'html' });
  });

  it('takes the kind of the bytes when the name has no extension', () => {
    expect(detectDocumentKind(pdf, 'scan')).toEqual({ kind: 'pdf' });
    expect(detectDocumentKind(text('<html lang="en"><body>x'), 'index')).toEqual({
      kind: 'html',
    });
    expect(detectDocumentKind(text('README text'), 'README')).toEqual({ kind: 'txt' });
  });

  it('refuses bytes that do not match the extension, saying what the file really is', () => {
    expect(detectDocumentKind(png, 'invoice.pdf')).toEqual({
      kind: null,
      code: 'mismatch',
      reason:
        'The file name ends in .pdf, but the file is a PNG image. Rename it to match its contents, or upload the original PDF file.',
    });
    expect(detectDocumentKind(pdf, 'notes.docx')).toMatchObject({
      kind: null,
      code: 'mismatch',
      reason: expect.stringContaining('but the file is a PDF document'),
    });
    expect(detectDocumentKind(text('just text'), 'scan.png')).toMatchObject({
      code: 'mismatch',
      reason: expect.stringContaining('but the file is plain text'),
    });
    expect(detectDocumentKind(text('<!doctype html><script>x</script>'), 'a.txt')).toMatchObject({
      code: 'mismatch',
      reason: expect.stringContaining('but the file is an HTML page'),
    });
  });

  it('tells a Word document from other zips', () => {
    const zip = (names: string[]) =>
      zipSync(Object.fromEntries(names.map((name) => [name, text('<x/>')])));
    expect(detectDocumentKind(zip(['[Content_Types].xml', 'xl/workbook.xml']), 'a.docx')).toEqual({
      kind: null,
      code: 'mismatch',
      reason:
        'The file name ends in .docx, but the file is an Excel workbook. Rename it to match its contents, or upload the original Word file.',
    });
    expect(detectDocumentKind(zip(['photo.jpg']), 'a.docx')).toMatchObject({
      code: 'mismatch',
      reason: expect.stringContaining('but the file is a ZIP archive'),
    });
    expect(detectDocumentKind(zip(['_rels/.rels', 'word/document.xml']), 'a.pdf')).toMatchObject({
      code: 'mismatch',
      reason: expect.stringContaining('but the file is a Word document'),
    });
  });

  it('refuses an empty file, an unsupported type, a legacy .doc and non-UTF-8 text', () => {
    expect(detectDocumentKind(new Uint8Array(), 'a.pdf')).toEqual({
      kind: null,
      code: 'empty',
      reason: 'The file is empty.',
    });
    expect(detectDocumentKind(text('a,b'), 'data.csv')).toEqual({
      kind: null,
      code: 'unsupported',
      reason:
        'Files of type .csv are not supported. Upload a PDF, Word (.docx), text, Markdown, HTML, PNG, JPEG or TIFF file.',
    });
    expect(detectDocumentKind(text('x'), 'old.doc')).toMatchObject({ code: 'unsupported' });
    expect(
      detectDocumentKind(Uint8Array.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0x61]), 'a.txt'),
    ).toEqual({
      kind: null,
      code: 'unsupported',
      reason: 'This text file is not UTF-8 encoded. Save it as UTF-8 and upload it again.',
    });
    expect(detectDocumentKind(Uint8Array.from([0xff, 0xfe, 0x61, 0]), 'a.txt')).toMatchObject({
      code: 'unsupported',
    });
  });

  it('names a password-protected Word document (an OLE2 container named .docx)', () => {
    const ole2 = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
    expect(detectDocumentKind(ole2, 'secret.docx')).toMatchObject({
      kind: null,
      code: 'encrypted',
    });
  });

  it('accepts a UTF-8 character cut by the end of the head, and refuses binary with a text name', () => {
    const cut = text('résumé').subarray(0, 2);
    expect(detectDocumentKind(cut, 'cv.txt')).toEqual({ kind: 'txt' });
    expect(detectDocumentKind(Uint8Array.from([1, 2, 0, 3]), 'notes.md')).toMatchObject({
      code: 'mismatch',
    });
  });
});
