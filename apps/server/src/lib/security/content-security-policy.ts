const TAG_MANAGER = 'https://www.googletagmanager.com';
const ANALYTICS = 'https://www.google-analytics.com';

/**
 * The Content-Security-Policy directives for helmet. The tag manager's hosts are allowed only when
 * `GTM_ID` is set: without it nothing loads them, and an allowed script host is one more place an
 * injected script could come from. `media-src blob:` lets Listen play the WAV it fetched as a blob.
 * No page may be framed (`frame-ancestors 'none'`) but the embed pages, which pass the sites
 * allowed to frame them.
 */
export function contentSecurityDirectives(
  gtmId: string | null,
  frameAncestors: string[] = ["'none'"],
): Record<string, string[]> {
  const tagManager = gtmId ? [TAG_MANAGER] : [];
  const analytics = gtmId ? [ANALYTICS] : [];
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...tagManager],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    mediaSrc: ["'self'", 'blob:'],
    connectSrc: ["'self'", ...analytics],
    frameAncestors,
    objectSrc: ["'none'"],
  };
}
