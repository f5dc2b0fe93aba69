/**
 * Where to send the browser after Google sign-in: a path on this site only. Anything else
 * (absolute URLs, protocol-relative `//host`, `/\host` which browsers read as `//host`, control
 * characters) becomes '/', so the flow cannot be used as an open redirect.
 * @example safeReturnTo('/rooms?id=1') === '/rooms?id=1'; safeReturnTo('//evil.test') === '/'
 */
export function safeReturnTo(value: string | undefined): string {
  if (!value?.startsWith('/')) return '/';
  const isProtocolRelative = value.startsWith('//') || value.includes('\\');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse.
  const hasControlCharacters = /[\u0000-\u001f\u007f]/.test(value);
  return isProtocolRelative || hasControlCharacters ? '/' : value;
}
