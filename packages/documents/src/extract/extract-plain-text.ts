import { DocumentRejected, documentMessages } from './document-rejected';
import { assertTextWithinLimit, type ExtractLimits } from './extract-limits';
import { cleanTitle, type ExtractedDocument, textPages } from './extracted-document';
import { paginateText } from './paginate-text';
import { decodeTextFile } from './read-text-file';

/**
 * Text and Markdown: UTF-8 text in pages of about `limits.pageChars` characters at paragraph
 * boundaries. Markdown stays as written (the search reads its words either way); its first
 * `# heading` is the title.
 * Throws DocumentRejected `empty` for a file of blanks, and what `decodeTextFile` throws.
 */
export function extractPlainText(
  bytes: Uint8Array,
  kind: 'txt' | 'markdown',
  limits: ExtractLimits,
): ExtractedDocument {
  const text = decodeTextFile(bytes);
  assertTextWithinLimit(text.length, limits);
  if (text.trim() === '') throw new DocumentRejected('empty', documentMessages.noText);
  const heading = kind === 'markdown' ? /^#[ \t]+(.+?)[ \t#]*$/m.exec(text) : null;
  return {
    pages: textPages(paginateText(text, limits.pageChars)),
    title: cleanTitle(heading?.[1]),
  };
}
