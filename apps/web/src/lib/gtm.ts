declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

const SCRIPT_ID = 'tabletalk-gtm';

/**
 * Loads Google Tag Manager once. The page's CSP runs it because the app's own (nonced) script adds
 * it (`'strict-dynamic'`); it also lists www.googletagmanager.com for browsers without that.
 */
export function installGtm(gtmId: string, target: Window = window): void {
  target.dataLayer = target.dataLayer ?? [];
  if (target.document.getElementById(SCRIPT_ID)) return;
  target.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = target.document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  target.document.head.appendChild(script);
}

/** Records a page view: single-page navigation never reloads, so GTM cannot see it alone. */
export function pushPageView(path: string, target: Window = window): void {
  target.dataLayer = target.dataLayer ?? [];
  target.dataLayer.push({
    event: 'page_view',
    page_path: path,
    page_location: target.location.href,
    page_title: target.document.title,
  });
}
