import type { ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { DocumentRejected, documentMessages } from '../extract/document-rejected';
import { childPermissionFlags, childWorkingFolder } from './child-permissions';
import { forkModule, isRunningTypeScript } from './fork-module';
import { defaultSandboxLimits, type SandboxOptions } from './sandbox-limits';
import type { SandboxReply, SandboxRequest } from './sandbox-protocol';

/** Bytes of the child's stderr kept for the log of a crash. */
const STDERR_TAIL = 8_192;
const V8_OUT_OF_MEMORY = /heap limit|heap out of memory/i;
/** How long a child that answered may take to exit before it is killed. */
const EXIT_GRACE_MS = 2_000;
const CHILD_ENTRY = new URL('./sandbox-entry.mjs', import.meta.url);

/** A reply that carries a result. */
export type SandboxSuccess = Exclude<SandboxReply, { type: 'rejected' | 'failed' }>;

/**
 * Runs one request in a fresh parser child (SECURITY E4): a bounded JavaScript heap, a wall-clock
 * limit after which the child is killed, no environment from the server, the network off, reads
 * fenced to the document and the code that parses it (`childPermissionFlags`). Resolves or
 * rejects only once the child has exited, so no parser process outlives the call.
 * Throws DocumentRejected: what the child rejected the document with; `timeout`; `out-of-memory`;
 * `crashed` when it died without an answer; `damaged` when a parser threw something unexpected
 * (its message kept as `cause`). Rejects with the signal's reason when aborted.
 */
export async function runInSandbox(
  request: SandboxRequest,
  options: SandboxOptions,
): Promise<SandboxSuccess> {
  options.signal?.throwIfAborted();
  const limits = { ...defaultSandboxLimits, ...options.sandbox };
  const isTypeScript = isRunningTypeScript();
  const child = forkModule(CHILD_ENTRY, {
    nodeFlags: [
      `--max-old-space-size=${Math.floor(limits.memoryMb)}`,
      ...childPermissionFlags([resolve(request.filePath)], isTypeScript),
    ],
    // Without a cache tsx writes nothing: the child may not write, and must not touch a cache
    // the server's own code is loaded from.
    env: isTypeScript ? { TSX_DISABLE_CACHE: '1' } : {},
    cwd: childWorkingFolder,
  });
  if (child.pid !== undefined) options.onStart?.(child.pid);
  const reply = await supervise(
    child,
    { ...request, filePath: resolve(request.filePath) },
    {
      timeoutMs: limits.timeoutMs,
      signal: options.signal,
    },
  );
  if (reply.type === 'rejected') {
    throw new DocumentRejected(reply.code, reply.message, {
      details: reply.details,
      cause: reply.cause,
    });
  }
  if (reply.type === 'failed') {
    throw new DocumentRejected('damaged', documentMessages.damaged, {
      cause: reply.stack ?? reply.message,
    });
  }
  return reply;
}

interface Supervision {
  timeoutMs: number;
  signal?: AbortSignal;
}

function supervise(
  child: ChildProcess,
  request: SandboxRequest,
  watch: Supervision,
): Promise<SandboxReply> {
  const stderr = keepTail(child.stderr);
  return new Promise<SandboxReply>((resolvePromise, reject) => {
    let reply: SandboxReply | null = null;
    let stopReason: 'timeout' | 'abort' | null = null;
    let grace: NodeJS.Timeout | undefined;
    const kill = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    const stop = (why: 'timeout' | 'abort') => {
      stopReason ??= why;
      kill();
    };
    const timer = setTimeout(() => stop('timeout'), watch.timeoutMs);
    const onAbort = () => stop('abort');
    watch.signal?.addEventListener('abort', onAbort, { once: true });

    child.on('message', (message: SandboxReply) => {
      if (reply) return;
      reply = message;
      clearTimeout(timer);
      grace = setTimeout(kill, EXIT_GRACE_MS);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      clearTimeout(grace);
      watch.signal?.removeEventListener('abort', onAbort);
      if (stopReason === 'abort') return reject(watch.signal?.reason);
      if (reply) return resolvePromise(reply);
      if (stopReason === 'timeout') {
        return reject(
          new DocumentRejected('timeout', documentMessages.timeout(watch.timeoutMs), {
            cause: { code, signal },
          }),
        );
      }
      const cause = { code, signal, stderr: stderr() };
      reject(
        V8_OUT_OF_MEMORY.test(cause.stderr)
          ? new DocumentRejected('out-of-memory', documentMessages.outOfMemory, { cause })
          : new DocumentRejected('crashed', documentMessages.crashed, { cause }),
      );
    });
    child.once('error', (error) => {
      // A failed spawn never exits; anything else is followed by 'exit'.
      if (child.pid !== undefined) return;
      clearTimeout(timer);
      watch.signal?.removeEventListener('abort', onAbort);
      reject(new DocumentRejected('crashed', documentMessages.crashed, { cause: error }));
    });
    // A child that died at once reports through 'exit'; the failed send adds nothing.
    child.send(request, (error) => error && undefined);
  });
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
