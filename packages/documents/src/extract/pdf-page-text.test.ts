import { describe, expect, it } from 'vitest';
import { type PdfTextItem, pageText } from './pdf-page-text';

const item = (str: string, x: number, y: number, hasEOL = false, width = str.length * 6) => ({
  str,
  transform: [12, 0, 0, 12, x, y],
  width,
  height: 12,
  hasEOL,
});

describe('pageText', () => {
  it('joins items on one baseline, spacing visible gaps, and breaks lines when y moves', () => {
    const items: PdfTextItem[] = [
      item('Hello', 72, 700),
      item('world', 110, 700.5),
      item('next line', 72, 686),
    ];
    expect(pageText(items)).toBe('Hello world\nnext line');
  });

  it('orders a line by x and keeps pieces that touch together', () => {
    const items = [
      item('end', 135, 700),
      item('begin', 72, 700, false, 30),
      item('ning', 102, 700),
    ];
    expect(pageText(items)).toBe('beginning end');
  });

  it('turns a large vertical gap into a paragraph break and honours end-of-line marks', () => {
    const items = [
      item('Title', 72, 740, true),
      item('', 0, 0, true),
      item('Body text', 72, 690),
      item('same y, new line', 72, 690.2),
    ];
    expect(pageText([items[0], items[1], items[2]] as PdfTextItem[])).toBe('Title\n\nBody text');
    const marked = [{ ...item('a', 72, 700), hasEOL: true }, item('b', 90, 700)];
    expect(pageText(marked)).toBe('a\nb');
  });

  it('keeps content-stream order between lines, so two columns do not interleave', () => {
    const items = [
      item('left one', 72, 700),
      item('left two', 72, 686),
      item('right one', 320, 700),
      item('right two', 320, 686),
    ];
    expect(pageText(items)).toBe('left one\nleft two\nright one\nright two');
  });

  it('is empty for a page without text', () => {
    expect(pageText([])).toBe('');
  });
});
