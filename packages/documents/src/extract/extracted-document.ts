/** One page of extracted text; `number` counts from 1 as the reader sees it. */
export interface ExtractedPage {
  number: number;
  text: string;
  /** No text layer worth the name (a scan, or an image): the page's text must come from OCR. */
  needsOcr: boolean;
}

/** What extraction returns for any kind of document. */
export interface ExtractedDocument {
  pages: ExtractedPage[];
  /** The title the document declares (PDF /Title, DOCX core title, HTML <title>, Markdown # heading). */
  title: string | null;
}

/** Page objects numbered from 1 for texts that need no OCR. */
export function textPages(texts: string[]): ExtractedPage[] {
  return texts.map((text, index) => ({ number: index + 1, text, needsOcr: false }));
}

/** A declared title, trimmed and bounded; null when blank. */
export function cleanTitle(title: unknown): string | null {
  if (typeof title !== 'string') return null;
  const clean = title.replace(/\s+/g, ' ').trim().slice(0, 500);
  return clean === '' ? null : clean;
}
