import { documentMessages } from '../extract/document-rejected';
import type { DocumentKind } from './document-kind';
import { extensionOf, kindByExtension } from './kind-by-extension';

/** What a file's name alone says: the kind it promises (null: no extension), or why it is refused. */
export type FileNameKind =
  | { kind: DocumentKind | null }
  | { kind: null; code: 'unsupported'; reason: string };

/** The kinds Ask Docs reads, as a person is told when a file is not one of them. */
export const SUPPORTED_FILES_MESSAGE =
  'Upload a PDF, Word (.docx), text, Markdown, HTML, PNG, JPEG or TIFF file.';

/**
 * Checks a file's name before any byte is read (an upload form, a pre-upload check): a legacy
 * .doc or an extension Ask Docs does not read is refused with the reason `detectDocumentKind`
 * gives; a supported extension gives its kind; a name without one gives `kind: null` (its bytes
 * will decide).
 * @example fileNameKind('report.PDF') // { kind: 'pdf' }
 * @example fileNameKind('old.doc') // { kind: null, code: 'unsupported', reason: 'Legacy .doc files…' }
 */
export function fileNameKind(fileName: string): FileNameKind {
  const extension = extensionOf(fileName);
  if (extension === 'doc') {
    return { kind: null, code: 'unsupported', reason: documentMessages.legacyDoc };
  }
  const kind = kindByExtension(extension);
  if (kind === undefined) {
    const reason = `Files of type .${extension} are not supported. ${SUPPORTED_FILES_MESSAGE}`;
    return { kind: null, code: 'unsupported', reason };
  }
  return { kind };
}
