import { defaultExtractLimits } from '@tabletalk/documents';

/**
 * The bounds of reading one page by OCR (SECURITY E4), all in one place. A PDF page is drawn at
 * about 300 dpi in the sandboxed reader, smaller when that would pass `renderMaxPixels` (a poster
 * page); an image is read as uploaded, refused from its header past `maxPixels` (the same bound
 * uploads check). Each recognition runs in the OCR child process, killed past `timeoutMs` or
 * `memoryMb`.
 */
export const OCR_LIMITS = {
  /** Pixels per PDF point: 300 dpi, what OCR reads best. */
  renderScale: 300 / 72,
  /** A drawn PDF page's pixels at most: a letter page at 300 dpi is 8.4 million. */
  renderMaxPixels: 25_000_000,
  /** An image's pixels at most, read from its header before anything decodes it. */
  maxPixels: defaultExtractLimits.maxPixels,
  /** One recognition's wall-clock limit. */
  timeoutMs: 120_000,
  /** What the OCR process may hold in all (JavaScript heap and WebAssembly), in MB. */
  memoryMb: 1_536,
} as const;
