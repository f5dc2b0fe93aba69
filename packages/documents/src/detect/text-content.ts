/** How a file's first bytes read as text. */
export type TextContent =
  | { encoding: 'utf-8'; text: string }
  | { encoding: 'utf-16' }
  | { encoding: 'binary' }
  | { encoding: 'not-utf-8' };

/**
 * Decodes a file's first bytes as UTF-8 text. NUL bytes mean binary data (or UTF-16, named from
 * its byte-order mark so the message can say so); bytes that are not UTF-8 are reported as such.
 * A character cut by the end of the head is fine: the head ends mid-file.
 */
export function textContentOf(head: Uint8Array): TextContent {
  const isUtf16Bom =
    (head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff);
  if (isUtf16Bom) return { encoding: 'utf-16' };
  if (head.includes(0)) return { encoding: 'binary' };
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(head, {
      stream: true,
    });
    return { encoding: 'utf-8', text };
  } catch {
    return { encoding: 'not-utf-8' };
  }
}

/** Whether text starts (after whitespace and a BOM) like an HTML document. */
export function looksLikeHtml(text: string): boolean {
  return /^[\s\uFEFF]*(<!doctype\s+html|<html[\s>])/i.test(text);
}
