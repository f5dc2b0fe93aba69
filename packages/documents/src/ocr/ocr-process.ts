import { type ChildProcess, fork } from 'node:child_process';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { OcrError, ocrMessages } from './ocr-error';
import { OCR_OUT_OF_MEMORY_EXIT, type OcrMessage, type OcrRequest } from './ocr-protocol';
import type { OcrResult } from './ocr-types';

export interface OcrProcessOptions {
  /** Memory of the whole process (JavaScript heap and the WebAssembly engine), in MB. */
  memoryMb: number;
  /** Folder of `eng.traineddata.gz`. */
  langPath: string;
  /** How long loading the engine may take before the process is killed. */
  startTimeoutMs: number;
}

interface Job {
  id: number;
  timeoutMs: number;
  signal?: AbortSignal;
  resolve: (result: OcrResult) => void;
  reject: (error: unknown) => void;
}

/** Bytes of the child's stderr kept for the log of a crash. */
const STDERR_TAIL = 8_192;
const V8_OUT_OF_MEMORY = /heap limit|heap out of memory/i;
const WASM_OUT_OF_MEMORY = /\bOOM\b|out of memory|Cannot enlarge memory/i;

/**
 * One OCR engine in a child process of its own (SECURITY E4): tesseract.js with a bounded memory,
 * no server secret in its environment, its working folder in the temp folder and no way out to
 * the network. It recognizes one image at a time (the caller queues); a recognition past its
 * wall-clock limit, or aborted, kills the process and so frees all it held. A dead process stays
 * dead: start another. The process does not keep the parent's event loop alive while idle.
 * @example const ocr = OcrProcess.start({ memoryMb: 1024, langPath, startTimeoutMs: 60_000 });
 *   await ocr.whenReady(); const { text } = await ocr.recognize(png, { timeoutMs: 60_000, maxPixels: 40e6 });
 */
export class OcrProcess {
  readonly memoryMb: number;
  /** Resident memory of the child after its last image, in MB. */
  lastRssMb = 0;
  private readonly child: ChildProcess;
  private readonly ready: Promise<void>;
  private readonly stderr: () => string;
  private job: Job | null = null;
  private nextId = 1;
  private stopReason:
    | { why: 'timeout'; timeoutMs: number }
    | { why: 'abort'; reason: unknown }
    | null = null;
  private exitError: unknown = null;
  private isKilled = false;

  private constructor(options: OcrProcessOptions) {
    this.memoryMb = options.memoryMb;
    this.child = fork(childEntry(), [], {
      execArgv: [
        `--max-old-space-size=${Math.floor(options.memoryMb)}`,
        '--require',
        fileURLToPath(new URL('./no-network.cjs', import.meta.url)),
        ...loaderFlags(),
      ],
      cwd: tmpdir(),
      env: {},
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    this.stderr = keepTail(this.child);
    this.ready = this.watch(options);
    // A failed start is reported to whoever awaits `whenReady`; none may be listening yet.
    this.ready.catch(() => undefined);
    this.send({ type: 'start', langPath: options.langPath, memoryMb: options.memoryMb });
  }

  /** Forks the child and starts loading the engine (about half a second). */
  static start(options: OcrProcessOptions): OcrProcess {
    return new OcrProcess(options);
  }

  /** The child's process id (tests use it to see that a kill happened). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  get isAlive(): boolean {
    const hasExited = this.child.exitCode !== null || this.child.signalCode !== null;
    return !this.isKilled && this.exitError === null && !hasExited;
  }

  /**
   * Resolves once the engine has loaded. Throws OcrError (TIMEOUT of the start, OUT_OF_MEMORY,
   * CRASHED) when it cannot, or the signal's reason when aborted first (the process is killed).
   */
  async whenReady(signal?: AbortSignal): Promise<void> {
    if (!signal) return this.ready;
    signal.throwIfAborted();
    const onAbort = () => this.stop({ why: 'abort', reason: signal.reason });
    signal.addEventListener('abort', onAbort, { once: true });
    try {
      await this.ready;
    } finally {
      signal.removeEventListener('abort', onAbort);
    }
  }

  /**
   * Recognizes one image (PNG, JPEG or TIFF bytes, already checked by the caller; the child
   * decodes at most `maxPixels` pixels). Throws
   * OcrError UNREADABLE (the process lives on), TIMEOUT, OUT_OF_MEMORY or CRASHED (the process is
   * dead), or the signal's reason when aborted (the process is killed).
   */
  recognize(
    image: Uint8Array,
    options: { timeoutMs: number; maxPixels: number; signal?: AbortSignal },
  ): Promise<OcrResult> {
    return new Promise<OcrResult>((resolve, reject) => {
      if (!this.isAlive) return reject(this.exitError ?? this.crashed('not running'));
      if (this.job) return reject(new Error('The OCR process is already recognizing an image'));
      const { timeoutMs, maxPixels, signal } = options;
      if (signal?.aborted) return reject(signal.reason);
      const onAbort = () => this.stop({ why: 'abort', reason: signal?.reason });
      const timer = setTimeout(() => this.stop({ why: 'timeout', timeoutMs }), timeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      const settle = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        this.job = null;
        this.hold(false);
      };
      const id = this.nextId;
      this.nextId += 1;
      this.job = {
        id,
        timeoutMs,
        signal,
        resolve: (result) => {
          settle();
          resolve(result);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      };
      this.hold(true);
      this.send({ type: 'recognize', id, image, maxPixels });
    });
  }

  /** Kills the process (at once: SIGKILL); a running recognition ends with CRASHED. */
  kill(): void {
    this.isKilled = true;
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
  }

  private stop(reason: NonNullable<OcrProcess['stopReason']>): void {
    this.stopReason ??= reason;
    this.kill();
  }

  private send(request: OcrRequest): void {
    // A child that died at once reports through 'exit'; the failed send adds nothing.
    if (this.child.connected) this.child.send(request, (error) => error && undefined);
  }

  /** Keeps the parent's event loop alive while the child works, and lets it go while idle. */
  private hold(held: boolean): void {
    const handles = [this.child, this.child.channel, this.child.stderr];
    for (const handle of handles) {
      if (handle && 'ref' in handle && 'unref' in handle) {
        if (held) handle.ref();
        else handle.unref();
      }
    }
  }

  private watch(options: OcrProcessOptions): Promise<void> {
    this.hold(true);
    return new Promise<void>((resolve, reject) => {
      let isReady = false;
      const startTimer = setTimeout(
        () => this.stop({ why: 'timeout', timeoutMs: options.startTimeoutMs }),
        options.startTimeoutMs,
      );
      const fail = (error: unknown) => {
        this.exitError ??= error;
        if (!isReady) {
          clearTimeout(startTimer);
          reject(error);
        }
        this.job?.reject(error);
      };
      this.child.on('message', (message: OcrMessage) => {
        if (message.type === 'ready') {
          isReady = true;
          clearTimeout(startTimer);
          this.hold(false);
          resolve();
        } else if (message.type === 'done') {
          this.lastRssMb = message.rssMb;
          if (message.id === this.job?.id) this.job.resolve(message.result);
        } else if (message.id === null) {
          fail(this.failureOf(message.message));
          this.kill();
        } else if (message.id === this.job?.id) {
          if (message.reason === 'unreadable') {
            this.job.reject(new OcrError('UNREADABLE', ocrMessages.unreadable, { cause: message }));
          } else {
            // The engine's state after an error is unknown: this process is not used again.
            fail(this.failureOf(message.message));
            this.kill();
          }
        }
      });
      this.child.once('exit', (code, signal) => fail(this.exitErrorOf(code, signal)));
      this.child.once('error', (error) => {
        fail(this.crashed(error));
        this.kill();
      });
    });
  }

  private exitErrorOf(code: number | null, signal: NodeJS.Signals | null): unknown {
    const cause = { code, signal, stderr: this.stderr() };
    const stop = this.stopReason;
    if (stop?.why === 'abort') return stop.reason;
    if (stop?.why === 'timeout') {
      return new OcrError('TIMEOUT', ocrMessages.timeout(stop.timeoutMs), { cause });
    }
    if (code === OCR_OUT_OF_MEMORY_EXIT || V8_OUT_OF_MEMORY.test(cause.stderr)) {
      return new OcrError('OUT_OF_MEMORY', ocrMessages.outOfMemory, { cause });
    }
    return this.crashed(cause);
  }

  private failureOf(message: string): OcrError {
    if (WASM_OUT_OF_MEMORY.test(message)) {
      return new OcrError('OUT_OF_MEMORY', ocrMessages.outOfMemory, { cause: message });
    }
    return this.crashed(message);
  }

  private crashed(cause: unknown): OcrError {
    return new OcrError('CRASHED', ocrMessages.crashed, { cause });
  }
}

/** The child's entry: its TypeScript source under tsx, or the compiled `.js` beside this file. */
function childEntry(): URL {
  const entry = new URL('./ocr-child.ts', import.meta.url);
  return isTypeScript() ? entry : new URL(entry.href.replace(/\.ts$/, '.js'));
}

function isTypeScript(): boolean {
  return import.meta.url.endsWith('.ts');
}

/** A child does not inherit tsx's loader: from a `.ts` source it loads tsx first. */
function loaderFlags(): string[] {
  return isTypeScript() ? ['--import', import.meta.resolve('tsx')] : [];
}

/** Reads the child's stderr to the end, keeping only its last few kilobytes. */
function keepTail(child: ChildProcess): () => string {
  let text = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    text = (text + chunk).slice(-STDERR_TAIL);
  });
  return () => text;
}
