/**
 * First module of the parser child, in plain JavaScript so that it runs before any loader. The
 * parser libraries load here, before tsx is registered: tsx would otherwise pass pdf.js's
 * megabytes through its transform on every start (about 3 seconds of each child's life). Loading
 * them runs none of their parsing. Then the TypeScript entry (`sandbox-child.ts`, through tsx;
 * `sandbox-child.js` in a compiled build) turns the network off and waits for its one request.
 */
import { existsSync } from 'node:fs';

await import('pdfjs-dist/legacy/build/pdf.mjs');
// pdf.js's in-process ("fake") worker uses this module once it is loaded, and fetches nothing.
await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
await import('mammoth');
await import('htmlparser2');
await import('yauzl');

const source = new URL('./sandbox-child.ts', import.meta.url);
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  await import(source.href);
} else {
  await import(new URL('./sandbox-child.js', import.meta.url).href);
}
