import { Zip, ZipDeflate, zipSync } from 'fflate';

/**
 * Test DOCX files built with a zip library: the few parts Word needs, paragraphs (a `null`
 * paragraph is a page break), and room for hostile parts — external relationships, a settings
 * part with an attached template, extra entries.
 */
export interface TestDocxOptions {
  paragraphs: (string | null)[];
  title?: string;
  /** Extra `<Relationship/>` elements of word/_rels/document.xml.rels. */
  relationships?: string[];
  /** Raw body XML appended after the paragraphs (drawings, hyperlinks…). */
  bodyXml?: string;
  /** Extra parts by name. */
  parts?: Record<string, string>;
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const paragraphXml = (text: string | null) =>
  text === null
    ? '<w:p><w:r><w:br w:type="page"/></w:r></w:p>'
    : `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;

export function docxParts(options: TestDocxOptions): Record<string, string> {
  const body = options.paragraphs.map(paragraphXml).join('') + (options.bodyXml ?? '');
  return {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>',
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`,
    'docProps/core.xml': `<?xml version="1.0" encoding="UTF-8"?><cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${escapeXml(options.title ?? '')}</dc:title></cp:coreProperties>`,
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}" xmlns:r="${R}" xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><w:body>${body}</w:body></w:document>`,
    'word/_rels/document.xml.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${RELS}">${(options.relationships ?? []).join('')}</Relationships>`,
    ...options.parts,
  };
}

/** A DOCX file's bytes. */
export function buildDocx(options: TestDocxOptions): Uint8Array {
  const encoder = new TextEncoder();
  const files = Object.fromEntries(
    Object.entries(docxParts(options)).map(([name, text]) => [name, encoder.encode(text)]),
  );
  return zipSync(files);
}

/** An inline picture whose blip links (`r:link`) to a relationship, as Word writes linked images. */
export function linkedPictureXml(relationshipId: string): string {
  return `<w:p><w:r><w:drawing><wp:inline><wp:docPr id="1" name="Picture 1" descr="linked"/><a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic><pic:blipFill><a:blip r:link="${relationshipId}"/></pic:blipFill></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
}

/**
 * A DOCX whose extra entry `word/media/padding.bin` inflates to `megabytes` MB of zeros: a zip
 * bomb of a few hundred kilobytes. Streamed, so the test never holds the inflated bytes.
 */
export function buildZipBombDocx(megabytes: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, data) => {
    if (error) throw error;
    chunks.push(data);
  });
  const encoder = new TextEncoder();
  for (const [name, text] of Object.entries(docxParts({ paragraphs: ['Small text.'] }))) {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(encoder.encode(text), true);
  }
  const padding = new ZipDeflate('word/media/padding.bin', { level: 6 });
  zip.add(padding);
  const megabyte = new Uint8Array(1024 * 1024);
  for (let index = 0; index < megabytes; index += 1) {
    padding.push(megabyte, index === megabytes - 1);
  }
  zip.end();
  return concat(chunks);
}

/**
 * Rewrites every entry's declared uncompressed size (central directory and local headers) to
 * `declared` bytes: a zip that lies about how much it expands.
 */
export function withDeclaredSizes(zip: Uint8Array, declared: number): Uint8Array {
  const bytes = new Uint8Array(zip);
  const view = new DataView(bytes.buffer);
  const endRecord = bytes.length - 22;
  if (view.getUint32(endRecord, true) !== 0x06054b50) throw new Error('zip has a comment');
  const entries = view.getUint16(endRecord + 10, true);
  let at = view.getUint32(endRecord + 16, true);
  for (let index = 0; index < entries; index += 1) {
    view.setUint32(at + 24, declared, true);
    view.setUint32(view.getUint32(at + 42, true) + 22, declared, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return bytes;
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of chunks) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}
