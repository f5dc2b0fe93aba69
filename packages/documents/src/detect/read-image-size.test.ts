import { describe, expect, it } from 'vitest';
import { buildJpegHead, buildPng, buildTiffHead } from '../extract/test-images';
import { readImageSize } from './read-image-size';

describe('readImageSize', () => {
  it('reads PNG, JPEG and TIFF (both byte orders) sizes from their headers', () => {
    expect(readImageSize(buildPng(20_000, 20_000))).toEqual({
      format: 'png',
      width: 20_000,
      height: 20_000,
    });
    expect(readImageSize(buildJpegHead(640, 480))).toEqual({
      format: 'jpeg',
      width: 640,
      height: 480,
    });
    expect(readImageSize(buildTiffHead(3000, 2000))).toEqual({
      format: 'tiff',
      width: 3000,
      height: 2000,
    });
    expect(readImageSize(buildTiffHead(7, 9, false))).toMatchObject({ width: 7, height: 9 });
  });

  it('returns null for bytes that end before the size, a zero size, or no image', () => {
    expect(readImageSize(buildPng(10, 10).subarray(0, 20))).toBeNull();
    expect(readImageSize(buildPng(0, 10))).toBeNull();
    expect(readImageSize(buildJpegHead(640, 480).subarray(0, 22))).toBeNull();
    expect(readImageSize(new TextEncoder().encode('hello'))).toBeNull();
  });
});
