import { defaultExtractLimits, defaultSandboxLimits } from '@tabletalk/documents';

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

/** Starting the OCR process may take this long before its first page (the pool's own bound). */
const OCR_START_MS = 60_000;

/**
 * The longest one page's OCR can take before the run writes again: drawing the page in the
 * sandbox, starting the OCR process, recognizing the page.
 */
export const OCR_PAGE_MAX_MS = defaultSandboxLimits.timeoutMs + OCR_START_MS + OCR_LIMITS.timeoutMs;
