/** Longest file name kept (as shown and given on download). */
const MAX_FILE_NAME = 255;

/**
 * The name a document is shown and downloaded under, from the client's: its last path segment
 * (a browser may send `C:\fakepath\x.pdf`, a script `../../x.pdf`), without control characters,
 * trimmed and bounded. Display only: stored files are named by the server.
 * @example cleanFileName('../../evil\u0000.pdf') // 'evil.pdf'
 */
export function cleanFileName(name: string): string {
  // Browsers send a quote in a file name as %22 (the HTML form encoding); it is the name's own.
  const base = (name.split(/[\\/]/).at(-1) ?? '').replaceAll('%22', '"');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what goes.
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, MAX_FILE_NAME) || 'document';
}
