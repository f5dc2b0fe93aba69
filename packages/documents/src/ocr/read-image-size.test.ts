import { describe, expect, it } from 'vitest';
import { readImageSize } from '../detect/read-image-size';
import { bigHeaderPng, renderTextPng } from './test-images';

/** A JPEG's first segments: SOI, an APP0 segment, then a baseline or progressive frame header. */
function jpegHead(width: number, height: number, frameMarker = 0xc0): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Array.from({ length: 14 }, () => 0)];
  const frame = [
    0xff,
    frameMarker,
    0x00,
    0x0b,
    8,
    height >> 8,
    height & 255,
    width >> 8,
    width & 255,
    1,
    1,
    0x11,
    0,
  ];
  return Uint8Array.from([0xff, 0xd8, ...app0, 0xff, 0xc4, 0x00, 0x02, ...frame]);
}

/** A TIFF with one IFD holding ImageWidth (SHORT) and ImageLength (LONG), either byte order. */
function tiffHead(width: number, height: number, little: boolean): Uint8Array {
  const bytes = new Uint8Array(8 + 2 + 2 * 12 + 4);
  const view = new DataView(bytes.buffer);
  bytes.set(little ? [0x49, 0x49] : [0x4d, 0x4d]);
  view.setUint16(2, 42, little);
  view.setUint32(4, 8, little);
  view.setUint16(8, 2, little);
  view.setUint16(10, 256, little);
  view.setUint16(12, 3, little);
  view.setUint32(14, 1, little);
  view.setUint16(18, width, little);
  view.setUint16(22, 257, little);
  view.setUint16(24, 4, little);
  view.setUint32(26, 1, little);
  view.setUint32(30, height, little);
  return bytes;
}

describe('readImageSize', () => {
  it('reads a PNG size from its IHDR chunk', () => {
    expect(readImageSize(renderTextPng(['hello'], { width: 321 }))).toMatchObject({
      format: 'png',
      width: 321,
    });
    expect(readImageSize(bigHeaderPng(20_000, 20_000).subarray(0, 24))).toEqual({
      format: 'png',
      width: 20_000,
      height: 20_000,
    });
  });

  it('reads a JPEG size from its first frame header, past other segments', () => {
    expect(readImageSize(jpegHead(1_700, 2_200))).toEqual({
      format: 'jpeg',
      width: 1_700,
      height: 2_200,
    });
    expect(readImageSize(jpegHead(640, 480, 0xc2))).toEqual({
      format: 'jpeg',
      width: 640,
      height: 480,
    });
  });

  it('reads a TIFF size from its first IFD, in either byte order', () => {
    expect(readImageSize(tiffHead(2_550, 3_300, true))).toEqual({
      format: 'tiff',
      width: 2_550,
      height: 3_300,
    });
    expect(readImageSize(tiffHead(1_000, 70_000, false))).toEqual({
      format: 'tiff',
      width: 1_000,
      height: 70_000,
    });
  });

  it('gives null for other formats, damaged or cut headers and zero sizes', () => {
    expect(readImageSize(new TextEncoder().encode('%PDF-1.7 not an image'))).toBeNull();
    expect(
      readImageSize(Uint8Array.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0])),
    ).toBeNull();
    expect(readImageSize(new Uint8Array())).toBeNull();
    expect(readImageSize(bigHeaderPng(20_000, 20_000).subarray(0, 20))).toBeNull();
    expect(readImageSize(jpegHead(0, 480))).toBeNull();
    expect(readImageSize(jpegHead(640, 480).subarray(0, 30))).toBeNull();
    expect(readImageSize(tiffHead(2_550, 3_300, true).subarray(0, 20))).toBeNull();
    expect(readImageSize(Uint8Array.from([0xff, 0xd8, 0xff, 0xda, 0, 2]))).toBeNull();
  });
});
