import type Tesseract from 'tesseract.js';
import type { OcrResult, OcrWord } from './ocr-types';

/**
 * Tesseract.js's page (text and its block → paragraph → line → word tree) as an `OcrResult`:
 * the page text, its words in reading order with their boxes, and their mean confidence. The
 * engine read the image enlarged `scale` times: boxes are divided by it.
 */
export function toOcrResult(page: Tesseract.Page, scale = 1): OcrResult {
  const unscale = (value: number) => Math.round(value / scale);
  const words: OcrWord[] = [];
  for (const block of page.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          const text = word.text.trim();
          if (!text) continue;
          const { x0, y0, x1, y1 } = word.bbox;
          words.push({
            text,
            confidence: word.confidence,
            box: [unscale(x0), unscale(y0), unscale(x1), unscale(y1)],
          });
        }
      }
    }
  }
  const confidence =
    words.length === 0 ? 0 : words.reduce((sum, word) => sum + word.confidence, 0) / words.length;
  return { text: page.text, words, confidence };
}
