/** RFC 5987 value characters: what encodeURIComponent leaves, less `'()*`. */
const encodeExtValue = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * A `Content-Disposition: attachment` header for a file name (RFC 6266): `filename*` carries the
 * name in UTF-8, `filename` a plain ASCII stand-in for old clients (other characters, quotes and
 * backslashes become `_`). Never inline: a stored file is never rendered by the browser (E8).
 * @example attachmentDisposition('Jahresbericht ü.pdf')
 *   // `attachment; filename="Jahresbericht _.pdf"; filename*=UTF-8''Jahresbericht%20%C3%BC.pdf`
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
