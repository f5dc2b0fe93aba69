import { readImageSize } from '../detect/read-image-size';
import { OcrError, ocrMessages } from './ocr-error';
import type { OcrResult, RecognizeImageOptions } from './ocr-types';
import { DEFAULT_OCR_MEMORY_MB, ocrWorkerPool } from './ocr-worker-pool';

/**
 * The text of a PNG, JPEG or TIFF image (a photo or a scanned page), word by word with boxes and
 * confidences, read by tesseract.js with the English model in the shared OCR child process.
 * The header is checked first: an image of another format, or with more than `maxPixels` pixels,
 * is refused before anything is decoded. The recognition is killed past `timeoutMs` or when
 * `signal` aborts; memory is bounded by `memoryMb`.
 *
 * Throws OcrError: UNSUPPORTED_IMAGE, TOO_LARGE, UNREADABLE, TIMEOUT, OUT_OF_MEMORY or CRASHED
 * (see OcrErrorCode), with a message for users; the signal's reason when aborted.
 * @example
 *   const { text, words } = await recognizeImage(png, { timeoutMs: 120_000, maxPixels: 40e6 });
 */
export async function recognizeImage(
  image: Uint8Array,
  options: RecognizeImageOptions,
): Promise<OcrResult> {
  options.signal?.throwIfAborted();
  const size = readImageSize(image);
  if (!size) throw new OcrError('UNSUPPORTED_IMAGE', ocrMessages.unsupported);
  if (size.width * size.height > options.maxPixels) {
    throw new OcrError(
      'TOO_LARGE',
      ocrMessages.tooLarge(size.width, size.height, options.maxPixels),
      { cause: size },
    );
  }
  return ocrWorkerPool.run({
    image,
    timeoutMs: options.timeoutMs,
    maxPixels: options.maxPixels,
    memoryMb: options.memoryMb ?? DEFAULT_OCR_MEMORY_MB,
    signal: options.signal,
  });
}
