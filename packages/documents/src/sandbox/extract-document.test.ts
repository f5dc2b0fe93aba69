import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentKind } from '../detect/document-kind';
import { DocumentRejected } from '../extract/document-rejected';
import type { ExtractedDocument } from '../extract/extracted-document';
import {
  buildDocx,
  buildZipBombDocx,
  linkedPictureXml,
  withDeclaredSizes,
} from '../extract/test-docx';
import { createTempFiles, failure, isAlive } from '../extract/test-files';
import { buildScriptedPdf, startTrapServer } from '../extract/test-hostile';
import { buildPng } from '../extract/test-images';
import { buildPdf, passwordEncryption } from '../extract/test-pdf';
import { type ExtractDocumentOptions, extractDocument } from './extract-document';

const files = createTempFiles('extract');
let trap: Awaited<ReturnType<typeof startTrapServer>>;
beforeAll(async () => {
  trap = await startTrapServer();
});
afterAll(async () => {
  await trap.close();
  files.cleanup();
});

/** Extracts in the sandbox and checks that the child is gone once the call has settled. */
async function extract(
  path: string,
  kind: DocumentKind,
  options: Partial<ExtractDocumentOptions> = {},
) {
  let childPid = 0;
  let document: ExtractedDocument | null = null;
  const error = await failure(
    extractDocument(path, {
      kind,
      ...options,
      onStart: (pid) => {
        childPid = pid;
        options.onStart?.(pid);
      },
    }).then((extracted) => {
      document = extracted;
    }),
  );
  expect(childPid).toBeGreaterThan(0);
  expect(childPid).not.toBe(process.pid);
  expect(isAlive(childPid)).toBe(false);
  return { error, document: document as ExtractedDocument | null };
}

async function rejected(path: string, kind: DocumentKind, options = {}) {
  const { error } = await extract(path, kind, options);
  expect(error).toBeInstanceOf(DocumentRejected);
  return error as DocumentRejected;
}

describe('extractDocument: documents that read', () => {
  it('reads a PDF page by page in a child process, with the right page numbers', async () => {
    const path = files.write(
      'two-pages.pdf',
      buildPdf({ title: 'Plan', pages: [['First page words.'], ['The answer sits on page two.']] }),
    );
    const { document } = await extract(path, 'pdf');
    expect(document).toEqual({
      title: 'Plan',
      pages: [
        { number: 1, text: 'First page words.', needsOcr: true },
        { number: 2, text: 'The answer sits on page two.', needsOcr: false },
      ],
    });
  });

  it('reads DOCX text, split at explicit page breaks, with its title', async () => {
    const path = files.write(
      'notes.docx',
      buildDocx({
        title: 'Team notes',
        paragraphs: [
          'Opening paragraph of the notes.',
          'Second paragraph.',
          null,
          'After the break.',
        ],
      }),
    );
    const { document } = await extract(path, 'docx');
    expect(document).toEqual({
      title: 'Team notes',
      pages: [
        {
          number: 1,
          text: 'Opening paragraph of the notes.\n\nSecond paragraph.',
          needsOcr: false,
        },
        { number: 2, text: 'After the break.', needsOcr: false },
      ],
    });
  });

  it('splits a DOCX without page breaks into pages of about pageChars at paragraphs', async () => {
    const paragraphs = Array.from(
      { length: 30 },
      (_, index) => `Paragraph ${index} ${'w '.repeat(40)}`,
    );
    const path = files.write('long.docx', buildDocx({ paragraphs }));
    const { document } = await extract(path, 'docx', { limits: { pageChars: 500 } });
    const pages = document?.pages ?? [];
    expect(pages.length).toBeGreaterThan(4);
    expect(pages.map((page) => page.number)).toEqual(pages.map((_, index) => index + 1));
    expect(pages.every((page) => page.text.length <= 500)).toBe(true);
    expect(pages[0]?.text.startsWith('Paragraph 0')).toBe(true);
  });

  it('strips HTML: script content gone, title kept', async () => {
    const path = files.write(
      'page.html',
      '<!doctype html><title>Help</title><script>fetch("/x"); var SECRET = 1;</script><h1>Welcome</h1><p>Read &amp; learn.</p>',
    );
    const { document } = await extract(path, 'html');
    expect(document).toEqual({
      title: 'Help',
      pages: [{ number: 1, text: 'Welcome\n\nRead & learn.', needsOcr: false }],
    });
  });

  it('reads Markdown as text with its first heading as the title', async () => {
    const path = files.write('guide.md', '# Install guide\r\n\r\nRun `npm install`.\r\n');
    const { document } = await extract(path, 'markdown');
    expect(document).toEqual({
      title: 'Install guide',
      pages: [{ number: 1, text: '# Install guide\n\nRun `npm install`.', needsOcr: false }],
    });
  });

  it('gives an image one page for OCR', async () => {
    const path = files.write('scan.png', buildPng(40, 30, true));
    const { document } = await extract(path, 'png');
    expect(document).toEqual({ title: null, pages: [{ number: 1, text: '', needsOcr: true }] });
  });
});

describe('extractDocument: hostile input', () => {
  it('refuses a password-protected PDF', async () => {
    const path = files.write(
      'locked.pdf',
      buildPdf({ pages: [['secret']], trailer: passwordEncryption }),
    );
    const error = await rejected(path, 'pdf');
    expect(error).toMatchObject({ code: 'encrypted', message: 'This PDF is password-protected.' });
  });

  it('refuses a truncated PDF, wherever it was cut', async () => {
    const pdf = buildPdf({ pages: [['Page one text here.'], ['Page two text here.']] });
    for (const fraction of [0.3, 0.9]) {
      const path = files.write('cut.pdf', pdf.subarray(0, Math.floor(pdf.length * fraction)));
      const error = await rejected(path, 'pdf');
      expect(error).toMatchObject({
        code: 'damaged',
        message: 'This PDF could not be read: it is damaged or incomplete.',
      });
    }
  });

  it('extracts a PDF full of JavaScript without running it or reaching the network', async () => {
    const marker = join(files.dir, 'child-script-ran.txt');
    const path = files.write('scripted.pdf', buildScriptedPdf(trap.url, marker));
    const { document } = await extract(path, 'pdf');
    expect(document?.pages.map((page) => page.text)).toEqual([
      'Text beside the scripts on page one.',
      'Page two of the scripted PDF.',
    ]);
    expect(existsSync(marker)).toBe(false);
    expect(trap.hits()).toBe(0);
  });

  it('ignores a DOCX’s external references: no file read, nothing fetched', async () => {
    const secret = files.write('secret.txt', 'TOP-SECRET-MARKER');
    const relationships = [
      `<Relationship Id="rIdLocal" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="file://${secret}" TargetMode="External"/>`,
      '<Relationship Id="rIdPasswd" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="/etc/passwd" TargetMode="External"/>',
      `<Relationship Id="rIdWeb" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="${trap.url}/image.png" TargetMode="External"/>`,
      `<Relationship Id="rIdLink" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="${trap.url}/link" TargetMode="External"/>`,
      `<Relationship Id="rIdChunk" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/aFChunk" Target="file://${secret}" TargetMode="External"/>`,
    ];
    const settingsRels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rIdTemplate" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/attachedTemplate" Target="${trap.url}/template.dotx" TargetMode="External"/></Relationships>`;
    const path = files.write(
      'linked.docx',
      buildDocx({
        paragraphs: ['Visible text of the linked document.'],
        relationships,
        bodyXml: `${linkedPictureXml('rIdLocal')}${linkedPictureXml('rIdPasswd')}${linkedPictureXml('rIdWeb')}<w:p><w:hyperlink r:id="rIdLink"><w:r><w:t>a link</w:t></w:r></w:hyperlink></w:p><w:altChunk r:id="rIdChunk"/>`,
        parts: {
          'word/settings.xml':
            '<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><w:attachedTemplate r:id="rIdTemplate"/></w:settings>',
          'word/_rels/settings.xml.rels': settingsRels,
        },
      }),
    );
    const { document } = await extract(path, 'docx');
    const text = document?.pages.map((page) => page.text).join('\n') ?? '';
    expect(text).toBe('Visible text of the linked document.\n\na link');
    expect(text).not.toContain('TOP-SECRET-MARKER');
    expect(text).not.toContain('root:');
    expect(trap.hits()).toBe(0);
  });

  it('refuses a zip-bomb DOCX from its declared sizes, before inflating it', async () => {
    const path = files.write('bomb.docx', await buildZipBombDocx(300));
    const error = await rejected(path, 'docx');
    expect(error).toMatchObject({
      code: 'too-large',
      message:
        'This Word document expands to far more data than its size suggests and was refused for safety.',
    });
    expect(error.details.actual).toBeGreaterThan(200 * 1024 * 1024);
  });

  it('refuses a zip-bomb DOCX that lies about its sizes, counting real inflated bytes', async () => {
    const path = files.write('liar.docx', withDeclaredSizes(await buildZipBombDocx(64), 100));
    const error = await rejected(path, 'docx');
    expect(error).toMatchObject({ code: 'too-large', details: { limit: 200 } });
  });

  it('refuses a DOCX with more than 10,000 entries', async () => {
    const entries = Object.fromEntries(
      Array.from({ length: 10_001 }, (_, index) => [`word/media/${index}.bin`, new Uint8Array()]),
    );
    const parts = zipSync({ ...entries, '[Content_Types].xml': new Uint8Array() });
    const error = await rejected(files.write('many.docx', parts), 'docx');
    expect(error).toMatchObject({ code: 'too-large', details: { limit: 10_000, actual: 10_002 } });
  });

  it('refuses a 20,000 × 20,000 pixel PNG from its header', async () => {
    const path = files.write('huge.png', buildPng(20_000, 20_000));
    const error = await rejected(path, 'png');
    expect(error).toMatchObject({
      code: 'too-large',
      message: 'This image is too large to read (20,000 × 20,000 pixels).',
      details: { limit: 40_000_000, actual: 400_000_000 },
    });
  });

  it('refuses an empty file', async () => {
    const error = await rejected(files.write('empty.pdf', ''), 'pdf');
    expect(error).toMatchObject({ code: 'empty', message: 'The file is empty.' });
  });

  it('refuses a file whose bytes do not match the kind it was uploaded as', async () => {
    const error = await rejected(files.write('fake.pdf', buildPng(10, 10)), 'pdf');
    expect(error).toMatchObject({
      code: 'mismatch',
      message:
        'The file name ends in .pdf, but the file is a PNG image. Rename it to match its contents, or upload the original PDF file.',
    });
  });

  it('refuses a PDF over the page limit before reading its pages', async () => {
    const path = files.write('long.pdf', buildPdf({ pages: [['a'], ['b'], ['c']] }));
    const error = await rejected(path, 'pdf', { limits: { maxPages: 2 } });
    expect(error).toMatchObject({
      code: 'too-large',
      message: 'This PDF has 3 pages; documents of up to 2 pages can be read.',
    });
  });

  it('refuses text over the total text limit', async () => {
    const path = files.write('big.txt', 'word '.repeat(1_000));
    const error = await rejected(path, 'txt', { limits: { maxTextChars: 1_000 } });
    expect(error).toMatchObject({ code: 'too-large', details: { limit: 1_000, actual: 5_000 } });
  });
});

describe('extractDocument: the sandbox', () => {
  it('kills a child past its time limit with a readable timeout', async () => {
    const path = files.write('slow.txt', 'text');
    const error = await rejected(path, 'txt', { sandbox: { timeoutMs: 50 } });
    expect(error).toMatchObject({
      code: 'timeout',
      message:
        'This file took longer than 1 second to read and was stopped. Try a smaller file, or split it into several.',
    });
  });

  it('reports a child that runs out of its heap', async () => {
    const path = files.write('heap.pdf', buildPdf({ pages: [['x']] }));
    const error = await rejected(path, 'pdf', { sandbox: { memoryMb: 8 } });
    expect(error).toMatchObject({ code: 'out-of-memory' });
  });

  it('reports a child killed from outside as crashed', async () => {
    const path = files.write('killed.pdf', buildPdf({ pages: [['x']] }));
    const error = await rejected(path, 'pdf', {
      onStart: (pid: number) => process.kill(pid, 'SIGKILL'),
    });
    expect(error).toMatchObject({
      code: 'crashed',
      message:
        'This file could not be read: the reader stopped unexpectedly. Please try uploading it again.',
    });
  });

  it('kills the child when the caller aborts', async () => {
    const controller = new AbortController();
    const path = files.write('aborted.pdf', buildPdf({ pages: [['x']] }));
    const { error } = await extract(path, 'pdf', {
      signal: controller.signal,
      onStart: () => setTimeout(() => controller.abort(new Error('upload deleted')), 20),
    });
    expect(error).toMatchObject({ message: 'upload deleted' });
  });
});
