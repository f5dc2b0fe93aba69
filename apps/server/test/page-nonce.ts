/**
 * Reading a page's CSP nonce back (SECURITY D6), for the tests of the pages the server sends.
 */

/** A page like Vite's build: some tags with its nonce placeholder, some without any nonce. */
export const PAGE_WITH_SCRIPTS = [
  '<!doctype html><html><head><title>Tabletalk</title>',
  '<meta property="csp-nonce" nonce="CSP_NONCE">',
  '<script type="module" crossorigin src="/assets/app.js" nonce="CSP_NONCE"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/vendor.js">',
  '<link rel="stylesheet" crossorigin href="/assets/app.css">',
  '</head><body><div id="root"></div><script src="/assets/late.js"></script></body></html>',
].join('\n');

/** How many tags of `PAGE_WITH_SCRIPTS` run or fetch script: two scripts and a module preload. */
export const SCRIPT_TAGS_OF_PAGE = 3;

/**
 * The nonce of a policy's `script-src`, when it reads `'nonce-…' 'strict-dynamic'`; else
 * undefined.
 */
export function scriptNonce(policy: string): string | undefined {
  return /(?:^|;)\s*script-src 'nonce-([A-Za-z0-9+/_-]+=*)' 'strict-dynamic'[ ;]/.exec(policy)?.[1];
}

/** The tags of a page that run or fetch script: every `<script>` and module preload. */
export function scriptTags(html: string): string[] {
  return (html.match(/<script\b[^>]*>|<link\b[^>]*>/gi) ?? []).filter(
    (tag) => tag.startsWith('<script') || /\brel="?modulepreload/i.test(tag),
  );
}

/** The nonce attributes of a page's tags, whatever the tag. */
export function nonceAttributes(html: string): string[] {
  return [...html.matchAll(/\snonce="([^"]*)"/g)].map((match) => match[1] ?? '');
}
