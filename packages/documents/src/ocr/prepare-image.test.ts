import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareImage, UPSCALE_TARGET_SIDE } from './prepare-image';

/** The header and pixels of a binary PGM. */
function readPgm(pgm: Buffer) {
  const header = /^P5\n(\d+) (\d+)\n255\n/.exec(pgm.subarray(0, 32).toString('latin1'));
  if (!header) throw new Error('not a binary PGM');
  const [whole = '', width = '0', height = '0'] = header;
  return { width: Number(width), height: Number(height), pixels: pgm.subarray(whole.length) };
}

describe('prepareImage', () => {
  it('writes a grey PGM, one byte a pixel, enlarged when the resolution is low', async () => {
    const image = await sharp({
      create: { width: 400, height: 200, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .png()
      .toBuffer();
    const { pgm, scale } = await prepareImage(image, 1e6);
    const { width, height, pixels } = readPgm(pgm);
    expect(scale).toBe(2);
    expect([width, height]).toEqual([800, 400]);
    expect(pixels.length).toBe(800 * 400);
    expect(Math.max(...pixels.subarray(0, 1000))).toBe(0);
  });

  it('flattens transparency onto white and leaves a large image its size', async () => {
    const side = UPSCALE_TARGET_SIDE + 10;
    const image = await sharp({
      create: { width: side, height: 20, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const { pgm, scale } = await prepareImage(image, 1e6);
    const { width, pixels } = readPgm(pgm);
    expect(scale).toBe(1);
    expect(width).toBe(side);
    expect(pixels.length).toBe(side * 20);
    expect(Math.min(...pixels.subarray(0, 1000))).toBe(255);
  });
});
