import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';
import { TransactionGate } from './transaction-gate';

type Request =
  | { kind: 'query'; text: string; params?: unknown[]; rowMode?: string; rawTypes?: number[] }
  | { kind: 'exec'; text: string }
  | { kind: 'dump' }
  | { kind: 'close' };

interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Only identity parsers are supported (Drizzle's: keep dates and intervals as text). */
  parsers?: Record<number, unknown>;
}

/** What Drizzle's PGlite driver calls on a client, and on a transaction's client. */
export interface PgliteLike {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  transaction<T>(work: (tx: PgliteLike) => Promise<T>): Promise<T>;
}

/** An error from the worker, with PostgreSQL's fields (code, detail…) kept. */
function rebuildError(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}

/**
 * PGlite running on a worker thread (`pglite-worker.mjs`), so its WASM work no longer holds the
 * main thread, which serves the HTTP requests. Drizzle's PGlite driver takes it as its client.
 *
 * PGlite is one connection and the worker runs statements in the order they arrive. A
 * transaction therefore holds the database alone: from its BEGIN to its COMMIT or ROLLBACK,
 * statements from outside wait on the main thread (`TransactionGate`), and only the
 * transaction's own are sent.
 */
export class PgliteThread implements PgliteLike {
  private readonly worker: Worker;
  private readonly pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private nextId = 1;
  private readonly gate = new TransactionGate();
  private closed: Promise<void> | undefined;
  /** Why the worker is gone, once it is: later statements fail at once instead of waiting. */
  private stopped: Error | undefined;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on('message', (message: { id: number; result?: unknown; error?: never }) => {
      const waiter = this.pending.get(message.id);
      if (!waiter) return;
      this.pending.delete(message.id);
      if (message.error) waiter.reject(rebuildError(message.error));
      else waiter.resolve(message.result);
    });
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', () => this.failAll(new Error('The app database thread stopped')));
  }

  /** Starts the worker and opens PGlite in `dataDir` (in memory when undefined). */
  static async open(dataDir: string | undefined, loadDataDir?: Blob): Promise<PgliteThread> {
    const dump = loadDataDir ? new Uint8Array(await loadDataDir.arrayBuffer()) : undefined;
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
      workerData: { dataDir, loadDataDir: dump },
      transferList: dump ? [dump.buffer as ArrayBuffer] : [],
    });
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve());
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`PGlite worker exited with ${code}`)));
    });
    return new PgliteThread(worker);
  }

  private failAll(error: Error): void {
    this.stopped ??= error;
    for (const waiter of this.pending.values()) waiter.reject(error);
    this.pending.clear();
  }

  private send<T>(request: Request): Promise<T> {
    const id = this.nextId;
    this.nextId += 1;
    return new Promise<T>((resolve, reject) => {
      if (this.stopped) return reject(this.stopped);
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private sendQuery<T>(text: string, params?: unknown[], options: QueryOptions = {}) {
    const rawTypes = Object.keys(options.parsers ?? {}).map(Number);
    return this.send<Results<T>>({
      kind: 'query',
      text,
      params,
      rowMode: options.rowMode,
      rawTypes,
    });
  }

  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.gate.statement(() => this.sendQuery<T>(text, params, options));
  }

  exec(text: string): Promise<Results[]> {
    return this.gate.statement(() => this.send<Results[]>({ kind: 'exec', text }));
  }

  async transaction<T>(work: (tx: PgliteLike) => Promise<T>): Promise<T> {
    await this.gate.hold();
    try {
      const tx: PgliteLike = {
        query: (text, params, options) => this.sendQuery(text, params, options),
        exec: (text) => this.send<Results[]>({ kind: 'exec', text }),
        transaction: () => Promise.reject(new Error('Nested transactions use savepoints')),
      };
      await this.send({ kind: 'exec', text: 'BEGIN' });
      try {
        const result = await work(tx);
        await this.send({ kind: 'exec', text: 'COMMIT' });
        return result;
      } catch (error) {
        await this.send({ kind: 'exec', text: 'ROLLBACK' });
        throw error;
      }
    } finally {
      this.gate.release();
    }
  }

  /** A tarball of the whole database (`PGlite.dumpDataDir`). */
  async dumpDataDir(): Promise<Blob> {
    const bytes = await this.gate.statement(() => this.send<Uint8Array>({ kind: 'dump' }));
    return new Blob([bytes]);
  }

  /**
   * Whether the thread keeps the process alive (it does by default). One kept idle for later
   * reuse should not: a process whose work is done would never exit.
   */
  keepProcessAlive(keep: boolean): void {
    if (keep) this.worker.ref();
    else this.worker.unref();
  }

  /** Stops the thread at once, whatever it is doing: statements still waiting fail. */
  terminate(): Promise<void> {
    this.closed ??= this.worker.terminate().then(() => undefined);
    return this.closed;
  }

  close(): Promise<void> {
    this.closed ??= (async () => {
      await this.gate.statement(() => this.send({ kind: 'close' }));
      await this.worker.terminate();
    })();
    return this.closed;
  }
}
