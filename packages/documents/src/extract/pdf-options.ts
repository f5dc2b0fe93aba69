import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { DocumentInitParameters } from 'pdfjs-dist/types/src/display/api';

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const folder = (name: string) => `${join(pdfjsRoot, name)}/`;

/**
 * pdf.js options for untrusted PDFs (SECURITY E3): no `eval` (CVE-2024-4367), fonts drawn as
 * paths rather than installed, no XFA, no fetching of any kind — fonts, CMaps, colour profiles
 * and decoders come from the pdfjs-dist package on disk, and the bytes are handed over whole.
 * PDF JavaScript is never run: pdf.js only runs it in a viewer's scripting sandbox, which a
 * document loaded this way never gets. Decoded images are capped at `maxPixels`.
 */
export function pdfLoadOptions(data: Uint8Array, maxPixels: number): DocumentInitParameters {
  return {
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    enableXfa: false,
    useWorkerFetch: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    disableRange: true,
    disableStream: true,
    disableAutoFetch: true,
    stopAtErrors: false,
    maxImageSize: maxPixels,
    verbosity: 0,
    standardFontDataUrl: folder('standard_fonts'),
    cMapUrl: folder('cmaps'),
    cMapPacked: true,
    iccUrl: folder('iccs'),
    wasmUrl: folder('wasm'),
  };
}
