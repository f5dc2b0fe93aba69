/**
 * Text as the index keeps it: control characters (NUL, which PostgreSQL's text refuses, and the
 * markers the snippets use) and unpaired surrogates become spaces; line breaks stay, so blank
 * lines can still end paragraphs.
 */
export function cleanText(text: string): string {
  return text
    .replace(/[^\P{Cc}\t\n\r]/gu, ' ')
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, ' ');
}

/** Words as the passage lengths count them: runs of letters, digits and marks. */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}\p{M}]+/gu)?.length ?? 0;
}
