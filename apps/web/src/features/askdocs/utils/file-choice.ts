import {
  ASK_DOCS_KIND_INFO,
  ASK_DOCS_MAX_FILES_PER_UPLOAD,
  type AskDocsDocumentKind,
} from '@tabletalk/contracts';

/** The file picker's `accept`: every ending of every kind Ask Docs reads. */
export const ACCEPTED_FILES = Object.values(ASK_DOCS_KIND_INFO)
  .flatMap((info) => info.extensions)
  .join(',');

/** The kinds as a person reads them: "PDF, DOCX, TXT, Markdown, HTML, PNG, JPEG, TIFF". */
export const ACCEPTED_KINDS_TEXT = 'PDF, DOCX, TXT, Markdown, HTML, PNG, JPEG or TIFF';

/** The contract's own words when more files are chosen than one upload carries. */
export const TOO_MANY_FILES = `Send at most ${ASK_DOCS_MAX_FILES_PER_UPLOAD} files at once.`;

/** The same file chosen twice (by drop and picker, or picked again) counts once. */
const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The chosen files with newly picked ones added at the end: repeats left out, and no more than
 * one upload carries. `isOverLimit` says some were left out for the limit.
 */
export function addChosenFiles(
  chosen: readonly File[],
  picked: readonly File[],
): { files: File[]; isOverLimit: boolean } {
  const files = [...chosen];
  let isOverLimit = false;
  for (const file of picked) {
    if (files.some((kept) => sameFile(kept, file))) continue;
    if (files.length >= ASK_DOCS_MAX_FILES_PER_UPLOAD) {
      isOverLimit = true;
      continue;
    }
    files.push(file);
  }
  return { files, isOverLimit };
}

/** The kind a file name's ending shows, or null: a hint for the list; the server decides. */
export function kindOfName(name: string): AskDocsDocumentKind | null {
  const lower = name.toLowerCase();
  const kinds = Object.keys(ASK_DOCS_KIND_INFO) as AskDocsDocumentKind[];
  return (
    kinds.find((kind) => ASK_DOCS_KIND_INFO[kind].extensions.some((ext) => lower.endsWith(ext))) ??
    null
  );
}
