import { Worker } from 'node:worker_threads';
import type { ColumnInfo } from '../types';
import type { ColumnConversion } from './ingest-types';
import type { AppendReply, AppendRequest, ColumnBatch } from './xlsx-append-protocol';

type Request = AppendRequest extends infer R
  ? R extends AppendRequest
    ? Omit<R, 'id'>
    : never
  : never;

/**
 * A failure of the append worker or of DuckDB behind it: about this machine, not the workbook,
 * so it is never reported as a damaged file and the load may be tried again.
 */
export class AppendSinkError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'AppendSinkError';
  }
}

/** Batches sent but not yet written; beyond this the parser waits for the worker. */
const MAX_IN_FLIGHT = 16;

/**
 * The main thread's handle on the append worker: requests are queued in order, appends do not
 * wait for their reply (up to a few in flight), and the first failure is raised by the next call.
 */
export class AppendWorker {
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void }
  >();
  private readonly inFlight: Promise<unknown>[] = [];
  private failure: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: AppendReply) => this.settle(reply));
    worker.on('error', (error) =>
      this.failAll(
        new AppendSinkError(`The append worker failed: ${error.message}`, { cause: error }),
      ),
    );
    worker.on('exit', (code) =>
      this.failAll(new AppendSinkError(`The append worker stopped (exit code ${code}).`)),
    );
  }

  /** Starts a worker and opens the staging database in it (DuckDB bounded by `memoryLimit`). */
  static async start(stagingPath: string, memoryLimit?: string): Promise<AppendWorker> {
    try {
      return await AppendWorker.startOnce(stagingPath, memoryLimit);
    } catch {
      // A worker can fail to boot under load (module loading); one more try before giving up.
      return AppendWorker.startOnce(stagingPath, memoryLimit);
    }
  }

  private static async startOnce(stagingPath: string, memoryLimit?: string): Promise<AppendWorker> {
    const client = new AppendWorker(createWorker());
    try {
      await client.request({ type: 'open', path: stagingPath, memoryLimit });
    } catch (error) {
      await client.stop(false).catch(() => undefined);
      throw error;
    }
    return client;
  }

  /** Runs a statement after everything sent before it. */
  async run(sql: string): Promise<void> {
    await this.request({ type: 'sql', sql });
  }

  /** Sends a batch of rows; waits only when too many are still being written. */
  async append(table: string, rowCount: number, columns: ColumnBatch[]): Promise<void> {
    this.throwIfFailed();
    const transfer = columns.flatMap((column) =>
      column.encoding === 'number'
        ? [column.values.buffer as ArrayBuffer, column.nulls.buffer as ArrayBuffer]
        : [],
    );
    const reply = this.request({ type: 'append', table, rowCount, columns }, transfer);
    reply.catch(() => undefined);
    this.inFlight.push(reply);
    if (this.inFlight.length > MAX_IN_FLIGHT) await this.inFlight.shift();
  }

  /** Row count and columns of a finished table. */
  async describe(table: string): Promise<{ rowCount: number; columns: ColumnInfo[] }> {
    return (await this.request({ type: 'describe', table })) as {
      rowCount: number;
      columns: ColumnInfo[];
    };
  }

  /** Reads a finished table's messy text columns as numbers or dates (`convertMessyColumns`). */
  async convertMessyColumns(table: string): Promise<ColumnConversion[]> {
    return (await this.request({ type: 'convert', table })) as ColumnConversion[];
  }

  /** Saves (checkpoint and close) or abandons the database, then ends the worker. */
  async stop(save: boolean): Promise<void> {
    try {
      if (!this.failure) await this.request({ type: 'close', save });
    } finally {
      this.worker.removeAllListeners('exit');
      await this.worker.terminate();
    }
  }

  private request(request: Request, transfer: ArrayBuffer[] = []): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId;
    this.nextId += 1;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id }, transfer);
    });
  }

  private settle(reply: AppendReply): void {
    const waiter = this.waiting.get(reply.id);
    this.waiting.delete(reply.id);
    if (reply.ok) {
      waiter?.resolve(reply.result);
      return;
    }
    const error = new AppendSinkError(reply.message);
    this.failure ??= error;
    waiter?.reject(error);
  }

  private failAll(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }

  private throwIfFailed(): void {
    if (this.failure) throw this.failure;
  }
}

/** Batches an `AppendSink` holds while its worker boots; past this the parser waits for it. */
const MAX_EARLY_BATCHES = 16;

/**
 * The append worker as an XLSX load uses it, usable at once: the worker boots (module loading and
 * opening DuckDB take a second or more on a busy machine) while the parser reads the first rows.
 * Requests made meanwhile are sent, in the order they were made, as soon as it is up; appends
 * return at once until `MAX_EARLY_BATCHES` wait, then wait for the worker.
 */
export class AppendSink {
  private worker: AppendWorker | null = null;
  private readonly started: Promise<AppendWorker>;
  private earlyBatches = 0;

  constructor(stagingPath: string, memoryLimit?: string) {
    this.started = AppendWorker.start(stagingPath, memoryLimit);
    // Registered first, so it runs before any request chained on `started` below: requests made
    // after it go straight to the worker, those made before reach it in order.
    this.started.then(
      (worker) => {
        this.worker = worker;
      },
      () => undefined,
    );
  }

  /** Runs a statement after everything sent before it. */
  run(sql: string): Promise<void> {
    return this.send((worker) => worker.run(sql));
  }

  /** Sends a batch of rows; waits only when too many are still waiting or being written. */
  async append(table: string, rowCount: number, columns: ColumnBatch[]): Promise<void> {
    if (this.worker) return this.worker.append(table, rowCount, columns);
    this.earlyBatches += 1;
    const sent = this.started.then((worker) => worker.append(table, rowCount, columns));
    // A failed batch fails the worker, and with it every later request: reported there.
    sent.catch(() => undefined);
    if (this.earlyBatches > MAX_EARLY_BATCHES) await this.started;
  }

  /** Row count and columns of a finished table. */
  describe(table: string): Promise<{ rowCount: number; columns: ColumnInfo[] }> {
    return this.send((worker) => worker.describe(table));
  }

  /** Reads a finished table's messy text columns as numbers or dates. */
  convertMessyColumns(table: string): Promise<ColumnConversion[]> {
    return this.send((worker) => worker.convertMessyColumns(table));
  }

  /** Saves or abandons the database and ends the worker, once it is up. */
  stop(save: boolean): Promise<void> {
    return this.send((worker) => worker.stop(save));
  }

  private send<T>(use: (worker: AppendWorker) => Promise<T>): Promise<T> {
    return this.worker ? use(this.worker) : this.started.then(use);
  }
}

/**
 * The app runs its TypeScript through tsx, whose loader does not reach worker threads: the worker
 * is started by a one-line bootstrap that loads its source with tsx's `tsImport`. A compiled
 * build (`.js`) starts the file directly.
 */
function createWorker(): Worker {
  const url = new URL('./xlsx-append-worker.ts', import.meta.url);
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./xlsx-append-worker.js', import.meta.url));
  }
  const api = JSON.stringify(import.meta.resolve('tsx/esm/api'));
  const bootstrap = `import(${api}).then((tsx) => tsx.tsImport(${JSON.stringify(url.href)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(bootstrap, { eval: true });
}
