import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Uint8Array): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose IHDR claims `width` × `height`; image data only when `withPixels` (small sizes). */
export function buildPng(width: number, height: number, withPixels = false): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const parts = [
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
  ];
  if (withPixels) {
    const rows = Buffer.alloc((width + 1) * height, 0xff);
    for (let row = 0; row < height; row += 1) rows[row * (width + 1)] = 0;
    parts.push(chunk('IDAT', deflateSync(rows)));
  }
  parts.push(chunk('IEND', new Uint8Array()));
  return Buffer.concat(parts);
}

/** The start of a JPEG: SOI, an APP0 segment, then a baseline frame header of the given size. */
export function buildJpegHead(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const frame = [0xff, 0xc0, 0x00, 0x0b, 8, height >> 8, height & 0xff, width >> 8, width & 0xff];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...frame, 1, 1, 0x11, 0]);
}

/** A TIFF header and first directory with ImageWidth and ImageLength (LONG values). */
export function buildTiffHead(width: number, height: number, isLittle = true): Uint8Array {
  const bytes = Buffer.alloc(8 + 2 + 2 * 12 + 4);
  const u16 = (value: number, at: number) =>
    isLittle ? bytes.writeUInt16LE(value, at) : bytes.writeUInt16BE(value, at);
  const u32 = (value: number, at: number) =>
    isLittle ? bytes.writeUInt32LE(value, at) : bytes.writeUInt32BE(value, at);
  bytes.write(isLittle ? 'II' : 'MM', 0, 'latin1');
  u16(42, 2);
  u32(8, 4);
  u16(2, 8);
  [256, 257].forEach((tag, index) => {
    const at = 10 + index * 12;
    u16(tag, at);
    u16(4, at + 2);
    u32(1, at + 4);
    u32(tag === 256 ? width : height, at + 8);
  });
  return bytes;
}
