import { once } from 'node:events';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import { zipSync } from 'fflate';

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
 * bomb of a few hundred kilobytes. Deflated by zlib as a stream (fflate's pure-JavaScript deflate
 * takes seconds per hundred megabytes), so the test never holds the inflated bytes.
 */
export async function buildZipBombDocx(megabytes: number): Promise<Uint8Array> {
  const encoder = new TextEncoder();
  const entries: ZipEntry[] = Object.entries(docxParts({ paragraphs: ['Small text.'] })).map(
    ([name, text]) => {
      const data = encoder.encode(text);
      return { name, data: deflateRawSync(data), crc: crc32(data), size: data.length };
    },
  );
  const megabyte = new Uint8Array(1024 * 1024);
  const deflate = createDeflateRaw({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => compressed.push(chunk));
  let crc = 0;
  for (let index = 0; index < megabytes; index += 1) {
    crc = crc32(megabyte, crc);
    if (!deflate.write(megabyte)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  entries.push({
    name: 'word/media/padding.bin',
    data: Buffer.concat(compressed),
    crc,
    size: megabytes * megabyte.length,
  });
  return writeZip(entries);
}

interface ZipEntry {
  name: string;
  /** Deflated bytes. */
  data: Uint8Array;
  crc: number;
  size: number;
}

/** A zip of deflated entries: local headers, data, central directory, end record. */
function writeZip(entries: ZipEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
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
