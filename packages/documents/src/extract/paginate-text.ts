/**
 * Splits text without pages of its own into pages of about `pageChars` characters, at paragraph
 * boundaries (blank lines) where it can; a paragraph longer than a page is cut at a line break,
 * a sentence end or a space near the limit, never inside a word unless it has no space at all.
 * Returns at least one page; blank text gives `['']`.
 * @example paginateText(longText, 3000) // ['first ~3,000 characters…', '…']
 */
export function paginateText(text: string, pageChars: number): string[] {
  const paragraphs = text
    .split(/\n[ \t]*\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  const pages: string[] = [];
  let page = '';
  for (const paragraph of paragraphs.flatMap((part) => cutLong(part, pageChars))) {
    if (page !== '' && page.length + 2 + paragraph.length > pageChars) {
      pages.push(page);
      page = '';
    }
    page = page === '' ? paragraph : `${page}\n\n${paragraph}`;
  }
  if (page !== '' || pages.length === 0) pages.push(page);
  return pages;
}

/** Cuts a paragraph longer than a page at the best break before the limit. */
function cutLong(paragraph: string, pageChars: number): string[] {
  const parts: string[] = [];
  let rest = paragraph;
  while (rest.length > pageChars) {
    const window = rest.slice(0, pageChars);
    const floor = Math.floor(pageChars / 2);
    const at = [window.lastIndexOf('\n'), lastSentenceEnd(window), window.lastIndexOf(' ')].find(
      (index) => index >= floor,
    );
    const cut = at === undefined ? pageChars : at + 1;
    parts.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest !== '') parts.push(rest);
  return parts;
}

function lastSentenceEnd(window: string): number {
  const match = /[.!?…][)"'”’]?\s(?!.*[.!?…][)"'”’]?\s)/s.exec(window);
  return match ? match.index + match[0].length - 1 : -1;
}
