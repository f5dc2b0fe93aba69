/** Keeps the text up to the first sentence end (".", "!" or "?" followed by a space or the end). */
function firstSentence(text: string): string {
  const match = /^(.+?[.!?])(?:\s|$)/u.exec(text);
  return match?.[1] ?? text;
}

/** Cuts at the last space before `maxChars` and marks the cut. */
function cap(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const head = text.slice(0, maxChars - 1);
  const space = head.lastIndexOf(' ');
  return `${(space > maxChars / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/**
 * Turns a model's reply into one plain sentence for display: heading lines dropped; markdown
 * links, emphasis, code marks, bullets, HTML tags and wrapping quotes removed; whitespace
 * collapsed; only the first sentence kept, at most `maxChars` characters. Returns '' when
 * nothing is left.
 * Throws nothing.
 */
export function toPlainSentence(text: string, maxChars = 240): string {
  const plain = text
    .replace(/^\s*#+\s.*$/gm, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/[*`~|]/g, '')
    .replace(/^\s*(?:>|[-•]|\d+[.)])\s+/gm, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["'“”‘’]+|["'“”‘’]+$/g, '')
    .trim();
  return cap(firstSentence(plain), maxChars);
}
