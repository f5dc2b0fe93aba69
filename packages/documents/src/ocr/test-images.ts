import { createRequire } from 'node:module';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { Resvg } from '@resvg/resvg-js';
import type { TestPdfDrawing } from '../extract/test-pdf';

const require = createRequire(import.meta.url);
const FONT = path.join(
  path.dirname(require.resolve('dejavu-fonts-ttf/package.json')),
  'ttf',
  'DejaVuSans.ttf',
);

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

interface TextImageOptions {
  width?: number;
  fontSize?: number;
}

/** Lines of text drawn black on white by resvg, as RGBA pixels. */
function drawText(lines: readonly string[], options: TextImageOptions) {
  const fontSize = options.fontSize ?? 32;
  const width = options.width ?? 1000;
  const lineHeight = Math.round(fontSize * 1.6);
  const height = lineHeight * (lines.length + 1);
  const texts = lines
    .map(
      (line, i) =>
        `<text x="${fontSize}" y="${lineHeight * (i + 1)}" font-family="DejaVu Sans" font-size="${fontSize}">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${texts}</svg>`;
  const resvg = new Resvg(svg, {
    background: 'white',
    font: { fontFiles: [FONT], loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  });
  return resvg.render();
}

/**
 * For tests: lines of text drawn black on white into a PNG (resvg, with the DejaVu Sans font from
 * the `dejavu-fonts-ttf` package, so the drawing is the same on every host).
 */
export function renderTextPng(lines: readonly string[], options: TextImageOptions = {}): Buffer {
  return drawText(lines, options).asPng();
}

/**
 * For tests: a PDF page (`buildPdf`'s `pages`) that is only a picture of lines of text, as a
 * scanner makes it: a greyscale inline image across the page's width at its top, and no text
 * layer, so extraction marks it `needsOcr` and only OCR reads its words.
 * @example buildPdf({ pages: [['Typed page.'], scannedPdfPage(['Scanned words.'])] })
 */
export function scannedPdfPage(
  lines: readonly string[],
  options: TextImageOptions = {},
): TestPdfDrawing {
  const image = drawText(lines, options);
  const rgba = image.pixels; // a getter that copies the bitmap: read it once
  const grey = Buffer.alloc(image.width * image.height);
  for (let at = 0; at < grey.length; at += 1) grey[at] = rgba[at * 4] ?? 255;
  const hex = deflateSync(grey).toString('hex');
  const pageWidth = 612;
  const height = (image.height * pageWidth) / image.width;
  const content = [
    'q',
    `${pageWidth} 0 0 ${height.toFixed(2)} 0 ${(792 - 36 - height).toFixed(2)} cm`,
    `BI /W ${image.width} /H ${image.height} /CS /G /BPC 8 /F [/AHx /Fl] ID`,
    `${hex}>`,
    'EI',
    'Q',
  ].join('\n');
  return { content };
}

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * For tests: a well-formed 8-bit greyscale PNG whose header claims `width` × `height` pixels but
 * whose data holds only its first rows: a decoder that trusts the header allocates it all.
 */
export function bigHeaderPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  const rows = Buffer.alloc((width + 1) * 4, 255);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array()),
  ]);
}
