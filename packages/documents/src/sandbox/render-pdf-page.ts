import type { RenderPageOptions } from '../extract/render-pdf-page-here';
import { runInSandbox } from './run-in-sandbox';
import type { SandboxOptions } from './sandbox-limits';

export interface RenderPdfPageOptions extends RenderPageOptions, SandboxOptions {}

/**
 * Draws one page of a PDF (numbered from 1) to PNG bytes for OCR, in a sandboxed child process
 * like `extractDocument`: pdf.js's legacy build with the same safe options (no eval, no scripts,
 * no fetching) onto an @napi-rs/canvas bitmap on a white background. `scale` is pixels per PDF
 * point (300 dpi ≈ 4.17); it is lowered so the bitmap stays within `maxPixels`, and images inside
 * the page are capped at the same count.
 * Throws DocumentRejected as `extractDocument` does (`damaged` for a page that does not exist).
 * @example const png = await renderPdfPage(path, 2, { scale: 300 / 72, maxPixels: 40_000_000 });
 */
export async function renderPdfPage(
  filePath: string,
  pageNumber: number,
  options: RenderPdfPageOptions,
): Promise<Uint8Array> {
  const { scale, maxPixels, ...sandbox } = options;
  const reply = await runInSandbox(
    { type: 'render', filePath, pageNumber, options: { scale, maxPixels } },
    sandbox,
  );
  if (reply.type !== 'rendered') throw new Error(`Unexpected reply ${reply.type}.`);
  return reply.png;
}
