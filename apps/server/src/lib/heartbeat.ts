/**
 * A long job (a file load, a document's reading and OCR) marks the row it holds alive this often,
 * whatever it is waiting for, so that a worker killed with it is noticed.
 */
export const HEARTBEAT_MS = 10_000;

/** A claim silent this long belongs to a job that died: a few missed beats, under a minute. */
export const SILENT_AFTER_MS = 45_000;

/**
 * How often each live worker looks for claims silent past `SILENT_AFTER_MS` when several
 * processes share the app database: a dead worker's work goes on within about a minute.
 */
export const SWEEP_EVERY_MS = 15_000;

/**
 * Runs `beat` every `HEARTBEAT_MS` until the returned stop is called. A failed beat only costs
 * that beat; the timer does not keep the process alive.
 * @example const stop = keepBeating(() => markAlive(row)); try { await work(); } finally { stop(); }
 */
export function keepBeating(beat: () => PromiseLike<unknown>): () => void {
  const timer = setInterval(() => {
    Promise.resolve(beat()).catch(() => undefined);
  }, HEARTBEAT_MS);
  timer.unref();
  return () => clearInterval(timer);
}
