import { Parser } from 'htmlparser2';
import { DocumentRejected, documentMessages } from './document-rejected';
import { assertTextWithinLimit, type ExtractLimits } from './extract-limits';
import { cleanTitle, type ExtractedDocument, textPages } from './extracted-document';
import { paginateText } from './paginate-text';
import { decodeTextFile } from './read-text-file';

/** Elements whose content is never text for a reader: code, styles, embedded objects. */
const SKIPPED = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'canvas',
  'audio',
  'video',
]);
const PARAGRAPHS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'table',
  'ul',
  'ol',
  'dl',
  'section',
  'article',
  'header',
  'footer',
  'main',
  'nav',
  'aside',
  'figure',
  'form',
  'fieldset',
  'address',
  'details',
]);
const LINES = new Set([
  'div',
  'li',
  'tr',
  'dt',
  'dd',
  'caption',
  'figcaption',
  'summary',
  'hr',
  'legend',
  'option',
  'br',
]);

/**
 * HTML: the visible text of a page, parsed by htmlparser2 (a tokenizer: nothing is executed,
 * fetched or rendered). Script, style and embedded content are dropped, entities decoded, block
 * elements kept as line and paragraph breaks, whitespace collapsed outside `<pre>`; pages of about
 * `limits.pageChars` characters; the title from `<title>`.
 * Throws DocumentRejected `empty` when no text is left, `too-large` past the text limit, and
 * what `decodeTextFile` throws.
 */
export function extractHtml(bytes: Uint8Array, limits: ExtractLimits): ExtractedDocument {
  const html = decodeTextFile(bytes);
  const parts: string[] = [];
  let total = 0;
  let skipDepth = 0;
  let preDepth = 0;
  let title: string | null = null;
  let titleText: string | null = null;
  // Breaks wait for the next text, so nested blocks give one break, not one per element.
  let pendingBreak: '' | '\t' | '\n' | '\n\n' = '';
  const RANK = { '': 0, '\t': 1, '\n': 2, '\n\n': 3 } as const;
  const breakWith = (value: '\t' | '\n' | '\n\n') => {
    if (RANK[value] > RANK[pendingBreak]) pendingBreak = value;
  };
  const push = (text: string) => {
    const out = total > 0 ? pendingBreak + text : text;
    pendingBreak = '';
    total += out.length;
    assertTextWithinLimit(total, limits);
    parts.push(out);
  };
  const parser = new Parser(
    {
      onopentag(name) {
        if (SKIPPED.has(name)) skipDepth += 1;
        if (name === 'pre') preDepth += 1;
        if (name === 'title' && title === null) titleText = '';
        if (PARAGRAPHS.has(name)) breakWith('\n\n');
        else if (LINES.has(name)) breakWith('\n');
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) skipDepth = Math.max(0, skipDepth - 1);
        if (name === 'pre') preDepth = Math.max(0, preDepth - 1);
        if (name === 'title' && titleText !== null && title === null) title = titleText;
        if (PARAGRAPHS.has(name)) breakWith('\n\n');
        else if (LINES.has(name) && name !== 'br') breakWith('\n');
        else if (name === 'td' || name === 'th') breakWith('\t');
      },
      ontext(text) {
        if (titleText !== null && title === null) {
          titleText += text;
          return;
        }
        if (skipDepth > 0) return;
        if (preDepth > 0) return push(text);
        const collapsed = text.replace(/\s+/g, ' ');
        // Whitespace between inline pieces is a space; before a pending break it is nothing.
        const isBlank = collapsed.trim() === '';
        if (!isBlank || (total > 0 && pendingBreak === '')) push(collapsed);
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.end(html);
  const text = tidy(parts.join(''));
  if (text === '') throw new DocumentRejected('empty', documentMessages.noText);
  return { pages: textPages(paginateText(text, limits.pageChars)), title: cleanTitle(title) };
}

/** Trims each line and keeps at most one blank line between blocks. */
function tidy(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, '').replace(/^ +/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
