import type { ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { FileRejectedError } from '../files/file-rejected-error';
import { type IngestFileOptions, removeStagingLeftovers } from '../files/ingest-file';
import type { IngestResult } from '../files/ingest-types';
import { isStorageFullError } from '../files/storage-full';
import { forkModule } from './fork-module';
import type { IngestJob, IngestMessage, IngestRequest } from './ingest-protocol';
import { IngestSandboxError, sandboxMessages } from './sandbox-error';

/** Bounds of one isolated load. */
export interface IngestSandboxLimits {
  /** The child's JavaScript heap (`--max-old-space-size`), and DuckDB's `memory_limit` unless `duckdbMemoryLimit` says otherwise, in MB. */
  memoryMb: number;
  /** Wall-clock limit: past it the child is killed. */
  timeoutMs: number;
}

export interface IngestInChildOptions extends IngestFileOptions {
  sandbox: IngestSandboxLimits;
  /** Called with the child's process id once it runs (tests use it to kill the child). */
  onStart?: (pid: number) => void;
}

/** Bytes of the child's stderr kept for the log of a crash. */
const STDERR_TAIL = 8_192;
/**
 * Loads one child serves before it is replaced. Starting a child costs about half a second of CPU
 * (Node, the TypeScript loader, DuckDB's library), more than loading a small file, so a child that
 * answered waits for the next load; one killed (a timeout, a crash, an abort) is never reused.
 */
const LOADS_PER_CHILD = 50;
/** Children kept waiting, at most. */
const MAX_IDLE_CHILDREN = 2;
const V8_OUT_OF_MEMORY = /heap limit|heap out of memory/i;
const DUCKDB_OUT_OF_MEMORY = /Out of Memory Error/i;

/**
 * `ingestFile` in a child process (SECURITY E4): the parse and load run in their own process with
 * a bounded JavaScript heap and DuckDB memory, a wall-clock limit after which the child is killed,
 * and no server secrets in its environment. Progress comes back over IPC. When the child dies
 * (a crash, a kill, a timeout) its staging files are removed and the target is left untouched.
 * A child that answered serves later loads, one at a time (`LOADS_PER_CHILD`).
 *
 * Throws FileRejectedError as `ingestFile` does; IngestSandboxError TIMEOUT, OUT_OF_MEMORY,
 * STORAGE_FULL (the disk filled up while the database was written) or CRASHED with a message for
 * users; the signal's reason when aborted (the child is killed); an
 * Error with the child's message for anything else the load threw.
 * @example
 *   const { tables } = await ingestFileInChild({ filePath, kind: 'csv', targetPath, limits,
 *     sandbox: { memoryMb: 512, timeoutMs: 600_000 }, onProgress: setPercent });
 */
export async function ingestFileInChild(options: IngestInChildOptions): Promise<IngestResult> {
  const { onProgress, signal, sandbox, onStart, ...rest } = options;
  signal?.throwIfAborted();
  const job: IngestJob = {
    ...rest,
    duckdbMemoryLimit: rest.duckdbMemoryLimit ?? `${sandbox.memoryMb}MB`,
  };
  const worker = takeChild(sandbox.memoryMb);
  const { child } = worker;
  if (child.pid !== undefined) onStart?.(child.pid);
  let isAnswered = false;
  try {
    const result = await supervise(worker, job, {
      onProgress,
      signal,
      timeoutMs: sandbox.timeoutMs,
      onAnswer: () => {
        isAnswered = true;
      },
    });
    keepForNextLoad(worker);
    return result;
  } catch (error) {
    // A child that answered (a refused file, an error it caught) is as good as before.
    if (isAnswered) keepForNextLoad(worker);
    throw error;
  } finally {
    if (!idleChildren.includes(worker) && isRunning(child)) child.kill('SIGKILL');
    // A child that answered cleaned up after itself; one that died mid-load could not.
    if (!isAnswered) await removeStagingLeftovers(job.targetPath);
  }
}

/** A child of the sandbox: its memory bound and the loads it has served. */
interface SandboxChild {
  child: ChildProcess;
  memoryMb: number;
  loads: number;
  /** The last few kilobytes of its stderr. */
  stderr(): string;
}

const idleChildren: SandboxChild[] = [];

/** Ends the children waiting for a load (the app stops); later loads start new ones. */
export function stopIdleIngestChildren(): void {
  for (const idle of idleChildren.splice(0)) idle.child.kill('SIGKILL');
}

/** The process ids of the children waiting for a load (for tests and diagnostics). */
export function idleIngestChildPids(): number[] {
  return idleChildren.flatMap((idle) => (idle.child.pid === undefined ? [] : [idle.child.pid]));
}

const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** A waiting child with this memory bound, else a new one. */
function takeChild(memoryMb: number): SandboxChild {
  for (;;) {
    const index = idleChildren.findIndex((idle) => idle.memoryMb === memoryMb);
    if (index < 0) break;
    const [idle] = idleChildren.splice(index, 1);
    if (!idle || !isRunning(idle.child) || !idle.child.connected) continue;
    idle.child.ref();
    idle.child.channel?.ref();
    return idle;
  }
  const child = forkModule(new URL('./ingest-child.ts', import.meta.url), {
    nodeFlags: [`--max-old-space-size=${Math.floor(memoryMb)}`],
  });
  const worker = { child, memoryMb, loads: 0, stderr: keepTail(child.stderr) };
  child.once('exit', () => {
    const index = idleChildren.indexOf(worker);
    if (index >= 0) idleChildren.splice(index, 1);
  });
  // Between loads nothing else listens: an error then (a failed send) shows as its exit.
  child.on('error', () => {});
  return worker;
}

/** Keeps a child that answered for the next load, unless it served its share or enough wait. */
function keepForNextLoad(worker: SandboxChild): void {
  worker.loads += 1;
  const { child } = worker;
  if (worker.loads >= LOADS_PER_CHILD || idleChildren.length >= MAX_IDLE_CHILDREN) return;
  if (!isRunning(child) || !child.connected) return;
  // A waiting child does not keep the server's process alive; it exits with its parent.
  child.unref();
  child.channel?.unref();
  idleChildren.push(worker);
}

interface Supervision {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs: number;
  onAnswer: () => void;
}

function supervise(worker: SandboxChild, job: IngestJob, watch: Supervision) {
  const { child } = worker;
  return new Promise<IngestResult>((resolve, reject) => {
    let stopReason: 'timeout' | 'abort' | null = null;
    const stop = (why: 'timeout' | 'abort') => {
      stopReason ??= why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop('timeout'), watch.timeoutMs);
    const onAbort = () => stop('abort');
    watch.signal?.addEventListener('abort', onAbort, { once: true });
    // The child serves more loads: what listens for this one goes when it ends.
    const settle = () => {
      clearTimeout(timer);
      watch.signal?.removeEventListener('abort', onAbort);
      child.off('message', onMessage);
      child.off('exit', onExit);
      child.off('error', onError);
    };

    const onMessage = (message: IngestMessage) => {
      if (message.type === 'progress') {
        watch.onProgress?.(message.fraction);
        return;
      }
      settle();
      watch.onAnswer();
      if (message.type === 'done') resolve(message.result);
      else reject(errorOf(message));
    };
    const onExit = (code: number | null, exitSignal: NodeJS.Signals | null) => {
      settle();
      // Settled already when the child answered; otherwise it died without a word.
      if (stopReason === 'abort') return reject(watch.signal?.reason);
      if (stopReason === 'timeout') {
        return reject(
          new IngestSandboxError('TIMEOUT', sandboxMessages.timeout(watch.timeoutMs), {
            cause: { code, signal: exitSignal },
          }),
        );
      }
      const cause = { code, signal: exitSignal, stderr: worker.stderr() };
      const isOutOfMemory = V8_OUT_OF_MEMORY.test(cause.stderr);
      reject(
        isOutOfMemory
          ? new IngestSandboxError('OUT_OF_MEMORY', sandboxMessages.outOfMemory, { cause })
          : new IngestSandboxError('CRASHED', sandboxMessages.crashed, { cause }),
      );
    };
    const onError = (error: Error) => {
      settle();
      reject(new IngestSandboxError('CRASHED', sandboxMessages.crashed, { cause: error }));
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
    child.once('error', onError);
    const request: IngestRequest = { type: 'ingest', job };
    // A child that died at once reports through 'exit'; the failed send adds nothing.
    child.send(request, (error) => error && undefined);
  });
}

function errorOf(message: Exclude<IngestMessage, { type: 'progress' | 'done' }>): Error {
  if (message.type === 'rejected') {
    return new FileRejectedError(message.code, message.message, message.details, {
      cause: message.cause,
    });
  }
  if (DUCKDB_OUT_OF_MEMORY.test(message.message)) {
    return new IngestSandboxError('OUT_OF_MEMORY', sandboxMessages.outOfMemory, {
      cause: message.message,
    });
  }
  if (isStorageFullError(message.message)) {
    return new IngestSandboxError('STORAGE_FULL', sandboxMessages.storageFull, {
      cause: message.message,
    });
  }
  const error = new Error(message.message);
  if (message.stack) error.stack = message.stack;
  return error;
}

/** Reads a stream to the end, keeping only its last few kilobytes. */
function keepTail(stream: Readable | null): () => string {
  let text = '';
  stream?.setEncoding('utf8');
  stream?.on('data', (chunk: string) => {
    text = (text + chunk).slice(-STDERR_TAIL);
  });
  return () => text;
}
