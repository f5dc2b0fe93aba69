import { describe, expect, it } from 'vitest';
import { englishDataPath } from './english-data-path';
import { OcrError } from './ocr-error';
import { OcrProcess } from './ocr-process';

describe('OcrProcess', () => {
  it('reads its language data from the installed package folder', () => {
    expect(englishDataPath()).toMatch(/node_modules\/@tesseract\.js-data\/eng\/4\.0\.0_best_int$/);
  });

  it('cannot reach the network: pointed at a URL, the engine fails instead of downloading', async () => {
    const ocr = OcrProcess.start({
      memoryMb: 512,
      langPath: 'https://cdn.jsdelivr.net/npm/@tesseract.js-data/eng/4.0.0_best_int',
      startTimeoutMs: 60_000,
    });
    try {
      const error = await ocr.whenReady().then(
        () => null,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(OcrError);
      expect(error).toMatchObject({ code: 'CRASHED' });
      expect(String((error as Error).cause)).toContain(
        'Network access is disabled in the OCR process (fetch https://cdn.jsdelivr.net/',
      );
    } finally {
      ocr.kill();
    }
  });
});
