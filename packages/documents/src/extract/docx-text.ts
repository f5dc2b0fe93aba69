import { assertTextWithinLimit, type ExtractLimits } from './extract-limits';

/** The part of mammoth's document tree this walk reads. */
export interface DocxNode {
  type: string;
  children?: DocxNode[];
  value?: string;
  breakType?: string;
}

/** Marks an explicit page break in the walked text; never part of document text. */
export const PAGE_BREAK = '\f';

/**
 * The text of a mammoth document tree: paragraphs end with a blank line, line and column breaks
 * become line ends, tabs stay, table cells are separated by tabs (their paragraphs by spaces) and rows by line ends, and each
 * explicit page break (`w:br w:type="page"`) becomes `PAGE_BREAK`. Images, comments and note
 * references add nothing — and no image is ever read, so no linked file is touched.
 * Throws DocumentRejected `too-large` past `limits.maxTextChars`.
 */
export function docxText(root: DocxNode, limits: ExtractLimits): string {
  const parts: string[] = [];
  let total = 0;
  let cellDepth = 0;
  const push = (text: string) => {
    total += text.length;
    assertTextWithinLimit(total, limits);
    parts.push(text);
  };
  const walk = (node: DocxNode): void => {
    switch (node.type) {
      case 'text':
        push((node.value ?? '').replaceAll(PAGE_BREAK, ' '));
        return;
      case 'tab':
        push('\t');
        return;
      case 'break':
        push(node.breakType === 'page' ? PAGE_BREAK : '\n');
        return;
      case 'image':
      case 'noteReference':
      case 'commentReference':
      case 'comment':
      case 'bookmarkStart':
        return;
      case 'tableCell':
        cellDepth += 1;
        node.children?.forEach(walk);
        cellDepth -= 1;
        push('\t');
        return;
      default:
        node.children?.forEach(walk);
        // Paragraphs inside a table cell stay on the row's line.
        if (node.type === 'paragraph') push(cellDepth > 0 ? ' ' : '\n\n');
        if (node.type === 'tableRow') push('\n');
        if (node.type === 'table') push('\n');
    }
  };
  walk(root);
  return parts.join('');
}
