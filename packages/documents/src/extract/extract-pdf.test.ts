import { existsSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readImageSize } from '../detect/read-image-size';
import { scannedPdfPage } from '../ocr/test-images';
import { defaultExtractLimits } from './extract-limits';
import { extractPdf, MIN_TEXT_LAYER_CHARS } from './extract-pdf';
import { renderPdfPageHere } from './render-pdf-page-here';
import { createTempFiles } from './test-files';
import { buildScriptedPdf, SCRIPT_FLAG, startTrapServer } from './test-hostile';
import { buildPdf } from './test-pdf';

/**
 * pdf.js in this process, where a script that ran would leave its mark on this very global
 * object: the sandboxed path adds isolation on top of what is asserted here.
 */
const files = createTempFiles('pdf');
let trap: Awaited<ReturnType<typeof startTrapServer>>;
beforeAll(async () => {
  trap = await startTrapServer();
});
afterAll(async () => {
  await trap.close();
  files.cleanup();
});

describe('extractPdf (in process)', () => {
  it('reads each page of the text layer under its own number, with the title', async () => {
    const pdf = buildPdf({
      title: 'Annual  report',
      pages: [
        ['Revenue grew in the first quarter.', 'Costs stayed flat.'],
        [],
        ['The answer is on page three of this file.'],
      ],
    });
    const { pages, title } = await extractPdf(pdf, defaultExtractLimits);
    expect(title).toBe('Annual report');
    expect(pages).toEqual([
      {
        number: 1,
        text: 'Revenue grew in the first quarter.\nCosts stayed flat.',
        needsOcr: false,
      },
      { number: 2, text: '', needsOcr: true },
      { number: 3, text: 'The answer is on page three of this file.', needsOcr: false },
    ]);
  });

  it('marks a scanned page (a picture of text, no text layer) as needing OCR, and draws it', async () => {
    const pdf = buildPdf({
      pages: [['A typed page with enough text to read.'], scannedPdfPage(['Scanned words'])],
    });
    const { pages } = await extractPdf(pdf.slice(), defaultExtractLimits);
    expect(pages.map((page) => [page.text, page.needsOcr])).toEqual([
      ['A typed page with enough text to read.', false],
      ['', true],
    ]);
    const png = await renderPdfPageHere(pdf, 2, { scale: 1, maxPixels: 1_000_000 });
    const { channels } = await sharp(png).stats();
    expect(channels[0]?.min).toBeLessThan(64); // the picture's dark letters are drawn
  });

  it('marks a page with only a page number as needing OCR, keeping its text', async () => {
    const { pages } = await extractPdf(buildPdf({ pages: [['12']] }), defaultExtractLimits);
    expect('12'.length).toBeLessThan(MIN_TEXT_LAYER_CHARS);
    expect(pages).toEqual([{ number: 1, text: '12', needsOcr: true }]);
  });

  it('extracts and draws a PDF full of JavaScript without running any of it', async () => {
    const marker = join(files.dir, 'script-ran.txt');
    const pdf = buildScriptedPdf(trap.url, marker);
    const { pages } = await extractPdf(pdf.slice(), defaultExtractLimits);
    expect(pages.map((page) => page.text)).toEqual([
      'Text beside the scripts on page one.',
      'Page two of the scripted PDF.',
    ]);
    const png = await renderPdfPageHere(pdf.slice(), 1, { scale: 1, maxPixels: 1_000_000 });
    expect(readImageSize(png)).toEqual({ format: 'png', width: 612, height: 792 });
    expect(SCRIPT_FLAG in globalThis).toBe(false);
    expect(existsSync(marker)).toBe(false);
    expect(trap.hits()).toBe(0);
  });

  it('draws a page smaller than asked when the bitmap would pass maxPixels', async () => {
    const pdf = buildPdf({ pages: [['Some text to draw.']] });
    const png = await renderPdfPageHere(pdf, 1, { scale: 10, maxPixels: 100_000 });
    const size = readImageSize(png);
    expect(size).not.toBeNull();
    expect((size?.width ?? 0) * (size?.height ?? 0)).toBeLessThanOrEqual(100_000);
    expect(size?.width).toBeGreaterThan(200);
  });
});
