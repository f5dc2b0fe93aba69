import mammoth from 'mammoth';
import { DocumentRejected, documentMessages } from './document-rejected';
import { type DocxNode, docxText, PAGE_BREAK } from './docx-text';
import { checkDocxZip } from './docx-zip-guard';
import type { ExtractLimits } from './extract-limits';
import { cleanTitle, type ExtractedDocument, textPages } from './extracted-document';
import { paginateText } from './paginate-text';

/**
 * DOCX: the zip is checked first (`checkDocxZip`: entry count, declared and real inflated bytes),
 * then mammoth reads the document tree with external file access off (SECURITY E3,
 * CVE-2025-11849) and the tree is walked for text (`docxText`) — mammoth's own image conversion
 * never runs, so linked images (`r:link`, `TargetMode="External"`) are never opened; mammoth does
 * not read settings (`attachedTemplate`) or chart data (`c:externalData`) at all.
 *
 * Pages: a DOCX has no fixed pages (Word lays them out when it draws). When the document has
 * explicit page breaks (`w:br w:type="page"`), pages are split at them, so page numbers match
 * Word's for documents built that way; otherwise the text is split into pages of about
 * `limits.pageChars` characters at paragraph boundaries. Section breaks and Word's last-rendered
 * page positions are not used.
 * Throws DocumentRejected like `checkDocxZip`, `damaged` when mammoth cannot read it, `empty`
 * when there is no text, `too-large` past the text limit.
 */
export async function extractDocx(path: string, limits: ExtractLimits): Promise<ExtractedDocument> {
  const scan = await checkDocxZip(path, limits);
  let root: DocxNode | null = null;
  try {
    await mammoth.convertToHtml(
      { path },
      {
        externalFileAccess: false,
        transformDocument: (document: DocxNode) => {
          root = document;
          // Nothing left to convert: mammoth's HTML step (and its image reads) has no work.
          return { ...document, children: [] };
        },
      },
    );
  } catch (error) {
    throw new DocumentRejected('damaged', documentMessages.docxDamaged, { cause: error });
  }
  if (root === null) throw new DocumentRejected('damaged', documentMessages.docxDamaged);
  const text = docxText(root, limits);
  if (text.replaceAll(PAGE_BREAK, '').trim() === '') {
    throw new DocumentRejected('empty', documentMessages.noText);
  }
  return { pages: textPages(pagesOf(text, limits.pageChars)), title: titleOf(scan.coreProperties) };
}

function pagesOf(text: string, pageChars: number): string[] {
  if (!text.includes(PAGE_BREAK)) return paginateText(text, pageChars);
  const pages = text.split(PAGE_BREAK).map((page) => page.replace(/\n{3,}/g, '\n\n').trim());
  while (pages.length > 1 && pages.at(-1) === '') pages.pop();
  return pages;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** `dc:title` of docProps/core.xml, entities decoded. */
function titleOf(coreProperties: string | null): string | null {
  const match = /<dc:title>([^<]*)<\/dc:title>/.exec(coreProperties ?? '');
  if (!match?.[1]) return null;
  const decoded = match[1].replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) {
      return safeCodePoint(Number.parseInt(name.slice(2), 16), whole);
    }
    if (name.startsWith('#')) return safeCodePoint(Number.parseInt(name.slice(1), 10), whole);
    return ENTITIES[name] ?? whole;
  });
  return cleanTitle(decoded);
}

function safeCodePoint(code: number, fallback: string): string {
  return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}
