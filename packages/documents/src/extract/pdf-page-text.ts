/** The part of a pdf.js text item this layout reads. */
export interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL: boolean;
}

interface Line {
  y: number;
  height: number;
  parts: { x: number; end: number; text: string }[];
}

/**
 * Joins a page's text items into lines and paragraphs. Items are taken in content-stream order
 * (which keeps columns apart better than sorting the whole page by position); an item starts a
 * new line when its baseline moves by more than half a line height or the previous item ended a
 * line; within a line items are ordered by x, with a space where a visible gap separates them;
 * a vertical gap of more than 1.8 line heights becomes a blank line (a paragraph break).
 * @example pageText([{ str: 'Hello', transform: [12, 0, 0, 12, 72, 720], … }]) // 'Hello'
 */
export function pageText(items: PdfTextItem[]): string {
  const lines: Line[] = [];
  let isLineEnded = true;
  for (const item of items) {
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    const height = Math.abs(item.height) || Math.abs(item.transform[3] ?? 0) || 1;
    const line = lines.at(-1);
    if (item.str !== '') {
      const isSameLine =
        line && !isLineEnded && Math.abs(y - line.y) <= Math.max(height, line.height) / 2;
      const target = isSameLine ? line : { y, height, parts: [] };
      if (!isSameLine) lines.push(target);
      target.height = Math.max(target.height, height);
      target.parts.push({ x, end: x + item.width, text: item.str });
      isLineEnded = item.hasEOL;
    } else if (item.hasEOL) {
      isLineEnded = true;
    }
  }
  return lines
    .map((line, index) => {
      const previous = lines[index - 1];
      const gap = previous ? Math.abs(previous.y - line.y) : 0;
      const separator = previous ? (gap > 1.8 * previous.height ? '\n\n' : '\n') : '';
      return separator + lineText(line);
    })
    .join('')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

function lineText(line: Line): string {
  const parts = [...line.parts].sort((a, b) => a.x - b.x);
  let text = '';
  let end = Number.NEGATIVE_INFINITY;
  for (const part of parts) {
    const hasGap = part.x - end > line.height * 0.2;
    const isSpaced = /\s$/.test(text) || /^\s/.test(part.text) || text === '';
    text += hasGap && !isSpaced ? ` ${part.text}` : part.text;
    end = Math.max(end, part.end);
  }
  return text;
}
