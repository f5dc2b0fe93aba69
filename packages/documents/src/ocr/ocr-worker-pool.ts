import { englishDataPath } from './english-data-path';
import { OcrProcess } from './ocr-process';
import type { OcrResult } from './ocr-types';

/**
 * Memory of the OCR process unless a call says otherwise, in MB: about 160 MB loaded, 230 MB
 * after a FUNSD form, 680 MB after a 2550 × 5300 page.
 */
export const DEFAULT_OCR_MEMORY_MB = 1536;
/** A process holding more than this share of its budget after an image is replaced. */
const RECYCLE_SHARE = 0.5;
/** An OCR process idle this long is stopped, giving back its memory. */
const IDLE_MS = 60_000;
const START_TIMEOUT_MS = 60_000;

let current: OcrProcess | null = null;
let tail: Promise<unknown> = Promise.resolve();
let idleTimer: NodeJS.Timeout | undefined;

interface PoolJob {
  image: Uint8Array;
  timeoutMs: number;
  maxPixels: number;
  memoryMb: number;
  signal?: AbortSignal;
}

async function runNow(job: PoolJob): Promise<OcrResult> {
  clearTimeout(idleTimer);
  if (current && (!current.isAlive || current.memoryMb !== job.memoryMb)) {
    current.kill();
    current = null;
  }
  current ??= OcrProcess.start({
    memoryMb: job.memoryMb,
    langPath: englishDataPath(),
    startTimeoutMs: START_TIMEOUT_MS,
  });
  const ocr = current;
  try {
    await ocr.whenReady(job.signal);
    return await ocr.recognize(job.image, job);
  } finally {
    // The engine's WebAssembly memory only grows: after a large image, start afresh next time.
    if (ocr.lastRssMb > ocr.memoryMb * RECYCLE_SHARE) ocr.kill();
    if (!ocr.isAlive && current === ocr) current = null;
    if (current) idleTimer = setTimeout(() => ocrWorkerPool.stop(), IDLE_MS).unref();
  }
}

/** Rejects with the signal's reason as soon as it aborts, whatever `promise` is doing. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The one OCR process of this server, reused across images and pages, one image at a time (a
 * second caller waits its turn). A process that crashed, was killed for a timeout or an abort,
 * holds more than half its memory budget after an image, or was asked for another budget is
 * replaced by a fresh one on the next call; one idle for a minute is stopped. An aborted caller
 * that is still waiting never starts.
 */
export const ocrWorkerPool = {
  run(job: PoolJob): Promise<OcrResult> {
    const turn = tail.then(() => {
      job.signal?.throwIfAborted();
      return runNow(job);
    });
    tail = turn.catch(() => undefined);
    return job.signal ? raceAbort(turn, job.signal) : turn;
  },

  /** Stops the OCR process now (server shutdown, tests); the next call starts another. */
  stop(): void {
    clearTimeout(idleTimer);
    current?.kill();
    current = null;
  },

  /** The running OCR process's id, if one runs (tests use it to see a kill happen). */
  processId(): number | undefined {
    return current?.isAlive ? current.pid : undefined;
  },
};
