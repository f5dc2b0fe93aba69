import { snippetRanges } from './snippet-match';

/** A piece of the context shown around a passage: marked when it is the passage. */
export interface ContextSegment {
  text: string;
  isHit: boolean;
  /** Where it starts in the document's text (a stable key). */
  at: number;
}

/** The passage with the text around it, and whether text was cut before or after. */
export interface PassageContext {
  segments: ContextSegment[];
  isCutBefore: boolean;
  isCutAfter: boolean;
}

/** Characters of context kept on each side of the passage. */
const RADIUS = 500;

/**
 * The passage a snippet cites, found in a document's text, with up to `radius` characters
 * around it (cut at a space where one is near), as segments to show with the passage marked.
 * Null when the snippet is not in the text.
 */
export function passageContext(
  text: string,
  snippet: string,
  radius = RADIUS,
): PassageContext | null {
  const ranges = snippetRanges(text, snippet);
  const first = ranges[0];
  const last = ranges.at(-1);
  if (!first || !last) return null;
  let from = Math.max(0, first.start - radius);
  let to = Math.min(text.length, last.end + radius);
  const spaceAfterFrom = text.indexOf(' ', from);
  if (from > 0 && spaceAfterFrom >= 0 && spaceAfterFrom < first.start) from = spaceAfterFrom + 1;
  const spaceBeforeTo = text.lastIndexOf(' ', to);
  if (to < text.length && spaceBeforeTo > last.end) to = spaceBeforeTo;
  const segments: ContextSegment[] = [];
  let at = from;
  for (const range of ranges) {
    if (range.start > at) segments.push({ text: text.slice(at, range.start), isHit: false, at });
    const start = Math.max(at, range.start);
    if (range.end > start)
      segments.push({ text: text.slice(start, range.end), isHit: true, at: start });
    at = Math.max(at, range.end);
  }
  if (to > at) segments.push({ text: text.slice(at, to), isHit: false, at });
  return { segments, isCutBefore: from > 0, isCutAfter: to < text.length };
}

/**
 * The text a person reads in an HTML file: its body's text, without running or loading
 * anything (the parsed document is inert).
 */
export function htmlText(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  for (const hidden of parsed.querySelectorAll('script, style, noscript, template'))
    hidden.remove();
  return parsed.body?.textContent ?? '';
}
