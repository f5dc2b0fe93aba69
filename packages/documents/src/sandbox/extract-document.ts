import type { DocumentKind } from '../detect/document-kind';
import { defaultExtractLimits, type ExtractLimits } from '../extract/extract-limits';
import type { ExtractedDocument } from '../extract/extracted-document';
import { runInSandbox } from './run-in-sandbox';
import type { SandboxOptions } from './sandbox-limits';

export interface ExtractDocumentOptions extends SandboxOptions {
  /** The kind `detectDocumentKind` found for the upload; the bytes are checked against it again. */
  kind: DocumentKind;
  /** Bounds of the extraction; `defaultExtractLimits` fills what is not given. */
  limits?: Partial<ExtractLimits>;
}

/**
 * Extracts a document's text page by page in a sandboxed child process (`runInSandbox`: heap
 * and wall-clock limits, killed on timeout, no network, reads fenced to this file and the
 * parsers). Pages are numbered from 1. PDF: the text layer of each page, pages without one
 * marked `needsOcr`; DOCX: split at explicit page breaks, else ~`pageChars` pages at paragraph
 * boundaries; HTML, text and Markdown: ~`pageChars` pages; PNG, JPEG and TIFF: one page,
 * `needsOcr`, once the header's size passes `maxPixels`.
 * Throws DocumentRejected with a message for the user (codes `encrypted`, `damaged`,
 * `too-large`, `mismatch`, `empty`, `unsupported`, `timeout`, `out-of-memory`, `crashed`); the
 * signal's reason when aborted.
 * @example
 *   const { pages, title } = await extractDocument('/data/org/3f2a…', { kind: 'pdf' });
 *   // pages: [{ number: 1, text: 'Quarterly report…', needsOcr: false }, …]
 */
export async function extractDocument(
  filePath: string,
  options: ExtractDocumentOptions,
): Promise<ExtractedDocument> {
  const { kind, limits, ...sandbox } = options;
  const reply = await runInSandbox(
    { type: 'extract', filePath, kind, limits: { ...defaultExtractLimits, ...limits } },
    sandbox,
  );
  if (reply.type !== 'extracted') throw new Error(`Unexpected reply ${reply.type}.`);
  return reply.document;
}
