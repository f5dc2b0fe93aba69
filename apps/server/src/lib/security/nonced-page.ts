import { randomBytes } from 'node:crypto';

/** Stands for the nonce inside a compiled page: a NUL, which no HTML file holds. */
const MARK = '\u0000';

/** The start tags that may carry a nonce: `<script …>`, `<link …>`, `<meta …>`, `<style …>`. */
const START_TAG = /<(script|link|meta|style)\b([^>]*?)(\/?)>/gi;
/** A `nonce` attribute, with or without a value, as the page came (Vite writes a placeholder). */
const NONCE_ATTRIBUTE = /\snonce(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?(?=[\s/]|$)/gi;
const HAS_NONCE = new RegExp(NONCE_ATTRIBUTE.source, 'i');

/** A fresh CSP nonce for one response: 16 random bytes in base64 (SECURITY D6). */
export function cspNonce(): string {
  return randomBytes(16).toString('base64');
}

/** The value of an attribute in a start tag's attribute text, lower-cased; '' if absent. */
function attribute(attributes: string, name: string): string {
  const match = new RegExp(
    `(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`,
    'i',
  ).exec(attributes);
  return (match?.[1] ?? match?.[2] ?? match?.[3] ?? '').toLowerCase();
}

/**
 * Whether a tag runs or fetches script, so it needs the nonce: every `<script>`, a
 * `<link rel="modulepreload">` or `<link rel="preload" as="script">`, and Vite's
 * `<meta property="csp-nonce">`, from which its loader copies the nonce onto the links it adds.
 */
function takesNonce(name: string, attributes: string): boolean {
  const tag = name.toLowerCase();
  if (tag === 'script') return true;
  if (tag === 'meta') return attribute(attributes, 'property') === 'csp-nonce';
  const rel = attribute(attributes, 'rel').split(/\s+/);
  return (
    rel.includes('modulepreload') ||
    (rel.includes('preload') && attribute(attributes, 'as') === 'script')
  );
}

/**
 * Compiles the app's page once, so each response only joins its parts around a fresh nonce:
 * every tag that runs or fetches script (see `takesNonce`), and every tag that came with a nonce
 * (the build's placeholder, on its stylesheets too), gets `nonce="…"`. The page is the built,
 * trusted `index.html`; what a user wrote never passes through here.
 * @example const page = noncedPage(html); reply.send(page(cspNonce()))
 */
export function noncedPage(html: string): (nonce: string) => string {
  if (html.includes(MARK)) throw new Error('The page holds a NUL character.');
  const marked = html.replace(START_TAG, (tag, name: string, attributes: string, slash: string) =>
    takesNonce(name, attributes) || HAS_NONCE.test(attributes)
      ? `<${name}${attributes.replace(NONCE_ATTRIBUTE, '').trimEnd()} nonce="${MARK}"${slash}>`
      : tag,
  );
  const parts = marked.split(MARK);
  return (nonce) => parts.join(nonce);
}
