/** Why an image's text could not be read. */
export type OcrErrorCode =
  /** Not a PNG, JPEG or TIFF image, or its header is damaged (checked before decoding). */
  | 'UNSUPPORTED_IMAGE'
  /** More pixels than allowed (checked from the header, before decoding). */
  | 'TOO_LARGE'
  /** The header was fine but the image data could not be decoded. */
  | 'UNREADABLE'
  /** The recognition ran past its time limit; its process was killed. */
  | 'TIMEOUT'
  /** The recognition needed more memory than its process may use; the process was killed. */
  | 'OUT_OF_MEMORY'
  /** The OCR process died or failed without an answer. */
  | 'CRASHED';

/**
 * An image whose text could not be read. `message` is written for users (it names no path or
 * engine detail); `cause` keeps the engine's words, exit code and stderr tail for server logs.
 * TOO_LARGE, UNSUPPORTED_IMAGE and UNREADABLE would end the same way on a retry; CRASHED may not.
 */
export class OcrError extends Error {
  readonly code: OcrErrorCode;

  constructor(code: OcrErrorCode, message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'OcrError';
    this.code = code;
  }
}

/** A duration as people say it: "1 second", "90 seconds", "10 minutes". */
function spoken(ms: number): string {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.round(seconds / 60)} minutes`;
}

const megapixels = (pixels: number) =>
  `${Number((pixels / 1_000_000).toFixed(1)).toLocaleString('en-US')} megapixels`;

/** The user-facing message of each failure. */
export const ocrMessages = {
  unsupported:
    'The image could not be read: it is not a PNG, JPEG or TIFF image, or it is damaged.',
  tooLarge: (width: number, height: number, maxPixels: number) =>
    `The image is ${width.toLocaleString('en-US')} × ${height.toLocaleString('en-US')} pixels (${megapixels(width * height)}); images of at most ${megapixels(maxPixels)} can be read. Scale it down and try again.`,
  unreadable: 'The image could not be read: its data is damaged.',
  timeout: (timeoutMs: number) =>
    `Reading the text of the image took longer than ${spoken(timeoutMs)} and was stopped.`,
  outOfMemory: 'Reading the text of the image needs more memory than this server allows.',
  crashed: 'Reading the text of the image stopped unexpectedly. Please try again.',
} as const;
