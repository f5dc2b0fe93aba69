const LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
const LOCAL_HEADER_BYTES = 30;
/** Enough names to tell a Word document from a workbook; a longer list adds nothing. */
const MAX_NAMES = 200;

/**
 * The entry names of the zip local headers found in the first bytes of a file. The head rarely
 * reaches the central directory at the end, so this scans for local-header signatures instead of
 * walking sizes (which a data descriptor leaves at zero). A signature inside compressed data could
 * add a stray name; callers only look for known names, and extraction confirms the format from
 * the central directory before any parser runs.
 */
export function zipEntryNamesInHead(head: Uint8Array): string[] {
  const names: string[] = [];
  const decoder = new TextDecoder('utf-8');
  for (let at = 0; at + LOCAL_HEADER_BYTES <= head.length && names.length < MAX_NAMES; at += 1) {
    if (!LOCAL_HEADER.every((byte, index) => head[at + index] === byte)) continue;
    const nameLength = (head[at + 26] ?? 0) | ((head[at + 27] ?? 0) << 8);
    const start = at + LOCAL_HEADER_BYTES;
    if (nameLength === 0 || start + nameLength > head.length) continue;
    names.push(decoder.decode(head.subarray(start, start + nameLength)));
    at = start + nameLength - 1;
  }
  return names;
}

/** What an Office Open XML zip holds, judged by its entry names. */
export type ZipContent = 'docx' | 'xlsx' | 'pptx' | 'zip';

/**
 * Which Office document a zip is, from entry names: a Word document has `word/` parts (normally
 * `word/document.xml`) or, when the head ends before them, at least `[Content_Types].xml`.
 */
export function zipContentOf(names: string[]): ZipContent {
  if (names.some((name) => name.startsWith('word/'))) return 'docx';
  if (names.some((name) => name.startsWith('xl/'))) return 'xlsx';
  if (names.some((name) => name.startsWith('ppt/'))) return 'pptx';
  if (names.includes('[Content_Types].xml')) return 'docx';
  return 'zip';
}
