/**
 * Entry of the OCR child process (`OcrProcess`): starts one tesseract.js worker with the English
 * data from the installed package (no cache read or written, nothing downloaded: see
 * no-network.cjs), then recognizes one image per request and answers over IPC. Each image is
 * decoded and prepared by `prepareImage`, so the engine's own decoders only ever see sharp's PGM.
 * It watches its own memory (the WebAssembly engine's memory is outside the JavaScript heap
 * limit) and exits with OCR_OUT_OF_MEMORY_EXIT past its budget; it exits when its parent goes.
 */
import { tmpdir } from 'node:os';
import Tesseract from 'tesseract.js';
import { OCR_OUT_OF_MEMORY_EXIT, type OcrMessage, type OcrRequest } from './ocr-protocol';
import { prepareImage } from './prepare-image';
import { toOcrResult } from './to-ocr-result';

const MEMORY_CHECK_MS = 50;
const MB = 1024 * 1024;
/** What Leptonica says when it cannot decode the image it was given. */
const UNREADABLE = /attempting to read image/i;

let worker: Tesseract.Worker | null = null;

function send(message: OcrMessage): Promise<void> {
  return new Promise((resolve) => {
    if (!process.send) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });
}

function watchMemory(memoryMb: number): void {
  setInterval(() => {
    const rss = process.memoryUsage.rss();
    if (rss <= memoryMb * MB) return;
    process.stderr.write(
      `OCR process over its memory: ${Math.round(rss / MB)} of ${memoryMb} MB\n`,
    );
    process.exit(OCR_OUT_OF_MEMORY_EXIT);
  }, MEMORY_CHECK_MS).unref();
}

async function failStart(error: unknown): Promise<never> {
  await send({ type: 'failed', id: null, reason: 'error', message: String(error) });
  process.exit(1);
}

async function start(langPath: string, memoryMb: number): Promise<void> {
  watchMemory(memoryMb);
  let isReady = false;
  try {
    worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
      langPath,
      gzip: true,
      cacheMethod: 'none',
      cachePath: tmpdir(),
      // A failed job's promise carries its error, but a failed language load only reaches this
      // handler (tesseract.js's createWorker then never settles); without a handler tesseract.js
      // throws it.
      errorHandler: (error: unknown) => {
        if (!isReady) void failStart(error);
      },
    });
    // The engine's API reads a page as one block unless told otherwise; the tesseract program
    // finds the page's layout (columns, boxes of a form), which reads forms far better. Lines
    // are not read a second time inverted (white on black): a tenth of the time, no word lost
    // on the benchmark.
    await worker.setParameters({
      tessedit_pageseg_mode: Tesseract.PSM.AUTO,
      tessedit_do_invert: '0',
    });
    isReady = true;
    await send({ type: 'ready' });
  } catch (error) {
    await failStart(error);
  }
}

async function recognize(id: number, image: Uint8Array, maxPixels: number): Promise<void> {
  if (!worker) {
    await send({ type: 'failed', id, reason: 'error', message: 'The worker has not started' });
    return;
  }
  let prepared: Awaited<ReturnType<typeof prepareImage>>;
  try {
    prepared = await prepareImage(image, maxPixels);
  } catch (error) {
    await send({ type: 'failed', id, reason: 'unreadable', message: String(error) });
    return;
  }
  try {
    const { data } = await worker.recognize(prepared.pgm, {}, { text: true, blocks: true });
    const rssMb = Math.round(process.memoryUsage.rss() / MB);
    await send({ type: 'done', id, result: toOcrResult(data, prepared.scale), rssMb });
  } catch (error) {
    const message = String(error);
    const reason = UNREADABLE.test(message) ? 'unreadable' : 'error';
    await send({ type: 'failed', id, reason, message });
  }
}

process.on('message', (request: OcrRequest) => {
  if (request.type === 'start') void start(request.langPath, request.memoryMb);
  else void recognize(request.id, request.image, request.maxPixels);
});
process.once('disconnect', () => process.exit(1));
