import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { OcrError } from './ocr-error';
import { ocrWorkerPool } from './ocr-worker-pool';
import { recognizeImage } from './recognize-image';
import { bigHeaderPng, renderTextPng } from './test-images';

afterAll(() => ocrWorkerPool.stop());

const limits = { timeoutMs: 60_000, maxPixels: 40_000_000 };
const LINES = [
  'Quarterly revenue grew in the northern region',
  'Invoice number 4711 was paid on Friday',
];
const WORDS = LINES.flatMap((line) => line.split(' '));
const page = renderTextPng(LINES, { width: 1000, fontSize: 32 });
/** 60 lines on a 1800-pixel-wide page: seconds of work, long enough to be stopped midway. */
const longPage = renderTextPng(
  Array.from({ length: 60 }, (_, i) => `Line ${i} of a long page with many words to read`),
  { width: 1800, fontSize: 28 },
);

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => null,
    (caught: unknown) => caught,
  );
}

function isAlive(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits until the OCR process has gone (its exit comes a moment after the kill). */
async function gone(pid: number | undefined): Promise<boolean> {
  for (let i = 0; i < 100 && isAlive(pid); i += 1) await new Promise((r) => setTimeout(r, 20));
  return !isAlive(pid);
}

/** Starts the OCR process (if not running) and returns its id. */
async function warm(): Promise<number | undefined> {
  await recognizeImage(page, limits);
  return ocrWorkerPool.processId();
}

describe('recognizeImage', () => {
  it('reads the words of a PNG in a child process, with boxes in its pixels and confidences', async () => {
    const result = await recognizeImage(page, limits);
    expect(result.words.map((word) => word.text)).toEqual(WORDS);
    expect(result.text.trim().split('\n')).toEqual(LINES);
    expect(ocrWorkerPool.processId()).not.toBe(process.pid);
    // The page is read enlarged; boxes come back in the image's own pixels. The text starts at
    // x = 32 (the font size), its first line's baseline at y = 51.
    const [first, second] = result.words;
    expect(first?.box[0]).toBeGreaterThanOrEqual(30);
    expect(first?.box[0]).toBeLessThan(42);
    expect(first?.box[3]).toBeGreaterThan(45);
    expect(first?.box[3]).toBeLessThan(65);
    expect(first?.box[2]).toBeLessThan(second?.box[0] ?? 0);
    for (const word of result.words) {
      const [x0, y0, x1, y1] = word.box;
      expect(0 <= x0 && x0 < x1 && x1 <= 1000 && 0 <= y0 && y0 < y1 && y1 <= 153).toBe(true);
      expect(word.confidence).toBeGreaterThan(50);
    }
    expect(result.confidence).toBeGreaterThan(50);
    // Nothing cached beside the project (the language data is read from its package).
    expect(existsSync(path.join(process.cwd(), 'eng.traineddata'))).toBe(false);
  });

  it('reads JPEG and TIFF images too', async () => {
    const jpeg = await sharp(page).jpeg({ quality: 90 }).toBuffer();
    const tiff = await sharp(page).tiff({ compression: 'lzw' }).toBuffer();
    for (const image of [jpeg, tiff]) {
      const result = await recognizeImage(image, limits);
      expect(result.words.map((word) => word.text)).toEqual(WORDS);
    }
  });

  it('reads one image at a time when called for several at once', async () => {
    const other = renderTextPng(['Delivery expected next Tuesday']);
    const [a, b] = await Promise.all([recognizeImage(page, limits), recognizeImage(other, limits)]);
    expect(a.words.map((word) => word.text)).toEqual(WORDS);
    expect(b.text.trim()).toBe('Delivery expected next Tuesday');
  });

  it('refuses a header claiming 20,000 × 20,000 pixels before decoding anything', async () => {
    ocrWorkerPool.stop();
    const error = await failure(recognizeImage(bigHeaderPng(20_000, 20_000), limits));
    expect(error).toBeInstanceOf(OcrError);
    expect(error).toMatchObject({
      code: 'TOO_LARGE',
      message:
        'The image is 20,000 × 20,000 pixels (400 megapixels); images of at most 40 megapixels can be read. Scale it down and try again.',
    });
    // No OCR process was even started for it.
    expect(ocrWorkerPool.processId()).toBeUndefined();
  });

  it('refuses garbage bytes and damaged image data with a clear error, and goes on working', async () => {
    const pid = await warm();
    const garbage = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251);
    await expect(recognizeImage(garbage, limits)).rejects.toMatchObject({
      code: 'UNSUPPORTED_IMAGE',
      message:
        'The image could not be read: it is not a PNG, JPEG or TIFF image, or it is damaged.',
    });
    // A valid header followed by noise gets to the decoder, which refuses it.
    const damaged = Buffer.concat([page.subarray(0, 33), Buffer.from(garbage)]);
    const error = await failure(recognizeImage(damaged, limits));
    expect(error).toBeInstanceOf(OcrError);
    expect(error).toMatchObject({
      code: 'UNREADABLE',
      message: 'The image could not be read: its data is damaged.',
    });
    const next = await recognizeImage(page, limits);
    expect(next.words.map((word) => word.text)).toEqual(WORDS);
    expect(ocrWorkerPool.processId()).toBe(pid);
  });

  it('kills a recognition past its time limit, and the next call works in a new process', async () => {
    const pid = await warm();
    const error = await failure(recognizeImage(longPage, { ...limits, timeoutMs: 300 }));
    expect(error).toBeInstanceOf(OcrError);
    expect(error).toMatchObject({
      code: 'TIMEOUT',
      message: 'Reading the text of the image took longer than 1 second and was stopped.',
    });
    expect(await gone(pid)).toBe(true);
    const next = await recognizeImage(page, limits);
    expect(next.words.map((word) => word.text)).toEqual(WORDS);
    expect(ocrWorkerPool.processId()).not.toBe(pid);
  });

  it('kills the recognition when the caller aborts', async () => {
    const pid = await warm();
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('upload deleted')), 300);
    await expect(
      recognizeImage(longPage, { ...limits, signal: controller.signal }),
    ).rejects.toThrow('upload deleted');
    expect(await gone(pid)).toBe(true);
  });

  it('stops a process that goes over its memory budget with OUT_OF_MEMORY', async () => {
    // About 160 MB once loaded, far more while reading a long page.
    const error = await failure(recognizeImage(longPage, { ...limits, memoryMb: 200 }));
    expect(error).toBeInstanceOf(OcrError);
    expect(error).toMatchObject({
      code: 'OUT_OF_MEMORY',
      message: 'Reading the text of the image needs more memory than this server allows.',
    });
    const next = await recognizeImage(page, limits);
    expect(next.words.map((word) => word.text)).toEqual(WORDS);
  });
});
