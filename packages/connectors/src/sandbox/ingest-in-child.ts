import type { ChildProcess } from 'node:child_process';
import type { Readable } from 'node:stream';
import { FileRejectedError } from '../files/file-rejected-error';
import { type IngestFileOptions, removeStagingLeftovers } from '../files/ingest-file';
import type { IngestResult } from '../files/ingest-types';
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
const V8_OUT_OF_MEMORY = /heap limit|heap out of memory/i;
const DUCKDB_OUT_OF_MEMORY = /Out of Memory Error/i;

/**
 * `ingestFile` in a child process (SECURITY E4): the parse and load run in their own process with
 * a bounded JavaScript heap and DuckDB memory, a wall-clock limit after which the child is killed,
 * and no server secrets in its environment. Progress comes back over IPC. When the child dies
 * (a crash, a kill, a timeout) its staging files are removed and the target is left untouched.
 *
 * Throws FileRejectedError as `ingestFile` does; IngestSandboxError TIMEOUT, OUT_OF_MEMORY or
 * CRASHED with a message for users; the signal's reason when aborted (the child is killed); an
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
  const child = forkModule(new URL('./ingest-child.ts', import.meta.url), {
    nodeFlags: [`--max-old-space-size=${Math.floor(sandbox.memoryMb)}`],
  });
  if (child.pid !== undefined) onStart?.(child.pid);
  let isAnswered = false;
  try {
    return await supervise(child, job, {
      onProgress,
      signal,
      timeoutMs: sandbox.timeoutMs,
      onAnswer: () => {
        isAnswered = true;
      },
    });
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    // A child that answered cleaned up after itself; one that died mid-load could not.
    if (!isAnswered) await removeStagingLeftovers(job.targetPath);
  }
}

interface Supervision {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs: number;
  onAnswer: () => void;
}

function supervise(child: ChildProcess, job: IngestJob, watch: Supervision) {
  const stderr = keepTail(child.stderr);
  return new Promise<IngestResult>((resolve, reject) => {
    let stopReason: 'timeout' | 'abort' | null = null;
    const stop = (why: 'timeout' | 'abort') => {
      stopReason ??= why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => stop('timeout'), watch.timeoutMs);
    const onAbort = () => stop('abort');
    watch.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => {
      clearTimeout(timer);
      watch.signal?.removeEventListener('abort', onAbort);
    };

    child.on('message', (message: IngestMessage) => {
      if (message.type === 'progress') {
        watch.onProgress?.(message.fraction);
        return;
      }
      settle();
      watch.onAnswer();
      if (message.type === 'done') resolve(message.result);
      else reject(errorOf(message));
    });
    child.once('exit', (code, exitSignal) => {
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
      const cause = { code, signal: exitSignal, stderr: stderr() };
      const isOutOfMemory = V8_OUT_OF_MEMORY.test(cause.stderr);
      reject(
        isOutOfMemory
          ? new IngestSandboxError('OUT_OF_MEMORY', sandboxMessages.outOfMemory, { cause })
          : new IngestSandboxError('CRASHED', sandboxMessages.crashed, { cause }),
      );
    });
    child.once('error', (error) => {
      settle();
      reject(new IngestSandboxError('CRASHED', sandboxMessages.crashed, { cause: error }));
    });
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
