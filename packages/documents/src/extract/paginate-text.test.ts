import { describe, expect, it } from 'vitest';
import { paginateText } from './paginate-text';

describe('paginateText', () => {
  it('fills pages with whole paragraphs up to the size', () => {
    const paragraph = (n: number) => `Paragraph ${n} ${'x'.repeat(40)}.`;
    const text = Array.from({ length: 10 }, (_, index) => paragraph(index)).join('\n\n');
    const pages = paginateText(text, 120);
    expect(pages.length).toBeGreaterThan(3);
    for (const page of pages) expect(page.length).toBeLessThanOrEqual(120);
    expect(pages.join('\n\n')).toBe(text);
  });

  it('cuts a paragraph longer than a page at a sentence end or a space', () => {
    const text = `${'One sentence here. '.repeat(10)}Last words`;
    const pages = paginateText(text, 60);
    expect(pages.every((page) => page.length <= 60)).toBe(true);
    expect(pages[0]?.endsWith('.')).toBe(true);
    expect(pages.join(' ').replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' ').trim());
  });

  it('gives one empty page for blank text', () => {
    expect(paginateText('  \n\n ', 100)).toEqual(['']);
  });
});
