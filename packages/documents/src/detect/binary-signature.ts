/** What a file's first bytes say it is, for the binary formats worth naming. */
export type BinarySignature =
  | 'pdf'
  | 'png'
  | 'jpeg'
  | 'tiff'
  | 'zip'
  | 'ole2'
  | 'gif'
  | 'webp'
  | 'bmp'
  | 'gzip'
  | 'executable';

/** Where `%PDF-` may start: readers accept up to 1 KB of junk before it. */
const PDF_HEADER_WINDOW = 1024;

const startsWith = (head: Uint8Array, bytes: number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((byte, index) => head[at + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const SIGNATURES: [BinarySignature, (head: Uint8Array) => boolean][] = [
  ['png', (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpeg', (head) => startsWith(head, [0xff, 0xd8, 0xff])],
  [
    'tiff',
    (head) =>
      startsWith(head, [0x49, 0x49, 0x2a, 0x00]) ||
      startsWith(head, [0x4d, 0x4d, 0x00, 0x2a]) ||
      startsWith(head, [0x49, 0x49, 0x2b, 0x00]) ||
      startsWith(head, [0x4d, 0x4d, 0x00, 0x2b]),
  ],
  ['zip', (head) => startsWith(head, [0x50, 0x4b, 0x03, 0x04])],
  ['ole2', (head) => startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
  ['gif', (head) => startsWith(head, ascii('GIF8'))],
  ['webp', (head) => startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)],
  // 'BM' and 'MZ' can start a line of text: the zero bytes that follow them in a real file decide.
  ['bmp', (head) => startsWith(head, ascii('BM')) && startsWith(head, [0, 0, 0, 0], 6)],
  ['gzip', (head) => startsWith(head, [0x1f, 0x8b])],
  [
    'executable',
    (head) => startsWith(head, [0x7f, 0x45, 0x4c, 0x46]) || startsWith(head, ascii('MZ')),
  ],
  ['pdf', (head) => findPdfHeader(head) >= 0],
];

/**
 * The binary format a file's first bytes announce (magic numbers), or null for none of them —
 * text, or a format not worth naming. `%PDF-` counts within the first kilobyte, as PDF readers
 * accept it there.
 * @example binarySignatureOf(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10])) // 'png'
 */
export function binarySignatureOf(head: Uint8Array): BinarySignature | null {
  for (const [signature, matches] of SIGNATURES) {
    if (matches(head)) return signature;
  }
  return null;
}

/** The offset of `%PDF-` within the first kilobyte, or -1. */
export function findPdfHeader(head: Uint8Array): number {
  const marker = ascii('%PDF-');
  const end = Math.min(head.length - marker.length, PDF_HEADER_WINDOW);
  for (let at = 0; at <= end; at += 1) {
    if (startsWith(head, marker, at)) return at;
  }
  return -1;
}
