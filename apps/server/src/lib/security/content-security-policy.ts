const TAG_MANAGER = 'https://www.googletagmanager.com';
const ANALYTICS = 'https://www.google-analytics.com';

/**
 * The Content-Security-Policy directives for helmet. The tag manager's hosts are allowed only when
 * `GTM_ID` is set: without it nothing loads them, and an allowed script host is one more place an
 * injected script could come from. `media-src blob:` lets Listen play the WAV it fetched as a blob.
 * No page may be framed (`frame-ancestors 'none'`) but the embed pages, which pass the sites
 * allowed to frame them.
 *
 * A page of the app passes its response's `nonce` (SECURITY D6): scripts then run only from a tag
 * carrying that nonce, or loaded by one (`'strict-dynamic'`: the app's chunks, dynamic imports,
 * the tag manager it adds). A browser that knows `'strict-dynamic'` (CSP 3) ignores `'self'` and
 * the tag manager's host beside it; they are kept only for one that does not (CSP 2 knows nonces,
 * and would otherwise refuse the chunks the app imports). Without a nonce (API answers, assets,
 * the API docs) scripts come from `'self'` only. `base-uri 'none'`: no injected `<base>` can move
 * the page's script URLs elsewhere (the app has no `<base>`).
 */
export function contentSecurityDirectives(
  gtmId: string | null,
  frameAncestors: string[] = ["'none'"],
  nonce?: string,
): Record<string, string[]> {
  const tagManager = gtmId ? [TAG_MANAGER] : [];
  const analytics = gtmId ? [ANALYTICS] : [];
  const fromThePage = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: [...fromThePage, "'self'", ...tagManager],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", ...analytics],
    frameAncestors,
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
  };
}
