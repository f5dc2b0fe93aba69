import type { ChildProcess } from 'node:child_process';
import { forkModule } from '../sandbox/fork-module';
import { ConnectorError } from '../types';
import { readProcessRssMb } from './process-rss';
import { type CallRequest, CHILD_ENV, type QueryReply, type QueryRequest } from './query-protocol';
import { tooLargeError } from './result-size';

/** Bounds of a query process. */
export interface QueryProcessLimits {
  /** Most resident memory of the process, in MB: past it the process is killed. */
  memoryMb: number;
  /** How long past a call's own timeout the process may take before it is killed. */
  graceMs: number;
  /** How often the process's memory is read. */
  watchIntervalMs: number;
  /** The process's niceness: background work runs below the server's requests (unset: theirs). */
  niceness?: number;
}

/** One call: where it runs and how long it may take. */
export interface QueryCall {
  connectorId: string;
  databasePath: string;
  method: CallRequest['method'];
  args: unknown[];
  timeoutMs: number;
  signal?: AbortSignal;
}

/** A child process owning DuckDB databases, watched in memory and time. */
export interface QueryProcess {
  run(call: QueryCall): Promise<unknown>;
  /** Tells the process to close a connector's database. */
  closeConnector(connectorId: string): void;
  readonly isAlive: boolean;
  readonly pid: number | undefined;
  kill(): void;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
  /** Clears the call's deadline and abort listener. */
  cleanup(): void;
}

type StopReason = 'memory' | 'deadline' | 'closed';

function deathError(reason: StopReason | null, memoryMb: number): ConnectorError {
  if (reason === 'memory') return tooLargeError(memoryMb);
  if (reason === 'deadline') {
    return new ConnectorError('QUERY_TIMEOUT', 'The query took too long and was stopped.');
  }
  return new ConnectorError('QUERY_FAILED', 'The query engine stopped; please try again.');
}

/**
 * Forks one query process (`query-child.ts`): its JavaScript heap and DuckDB memory bounded, its
 * resident memory read every `watchIntervalMs` and the process killed past `memoryMb` (DuckDB's
 * own limit does not cover every allocation), and killed when a call runs `graceMs` past its
 * timeout (the call interrupts itself at the timeout first). Every call in flight when it dies
 * fails with a ConnectorError: QUERY_TOO_LARGE (memory), QUERY_TIMEOUT (deadline) or
 * QUERY_FAILED. A dead process takes no more calls; the pool replaces it.
 */
export function spawnQueryProcess(limits: QueryProcessLimits): QueryProcess {
  const child: ChildProcess = forkModule(new URL('./query-child.ts', import.meta.url), {
    nodeFlags: [`--max-old-space-size=${Math.max(64, Math.floor(limits.memoryMb / 2))}`],
    env: {
      [CHILD_ENV.duckdbMemory]: `${Math.max(32, Math.floor(limits.memoryMb / 4))}MB`,
      [CHILD_ENV.resultBytes]: String(Math.floor((limits.memoryMb * 1_048_576) / 4)),
      ...(limits.niceness === undefined ? {} : { [CHILD_ENV.niceness]: String(limits.niceness) }),
    },
  });
  child.stderr?.resume();
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let isAlive = true;
  let stopReason: StopReason | null = null;

  const stop = (reason: StopReason) => {
    stopReason ??= reason;
    child.kill('SIGKILL');
  };
  const watch = setInterval(() => {
    if (child.pid === undefined || pending.size === 0) return;
    void readProcessRssMb(child.pid).then((rss) => {
      if (rss !== null && rss > limits.memoryMb) stop('memory');
    });
  }, limits.watchIntervalMs);
  watch.unref();

  const settle = (id: number) => {
    const call = pending.get(id);
    call?.cleanup();
    pending.delete(id);
    return call;
  };
  child.on('message', (message: QueryReply) => {
    const call = settle(message.id);
    if (message.type === 'done') call?.resolve(message.value);
    else call?.reject(new ConnectorError(message.code, message.message));
  });
  const onDeath = () => {
    isAlive = false;
    clearInterval(watch);
    const error = deathError(stopReason, limits.memoryMb);
    for (const id of [...pending.keys()]) settle(id)?.reject(error);
  };
  child.once('exit', onDeath);
  child.once('error', onDeath);

  const send = (request: QueryRequest) => {
    if (isAlive) child.send(request, (error) => error && undefined);
  };

  return {
    run(call) {
      if (!isAlive) return Promise.reject(deathError(null, limits.memoryMb));
      if (call.signal?.aborted) {
        return Promise.reject(new ConnectorError('QUERY_CANCELLED', 'The query was cancelled.'));
      }
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const deadline = setTimeout(() => stop('deadline'), call.timeoutMs + limits.graceMs);
        const onAbort = () => send({ type: 'cancel', id });
        call.signal?.addEventListener('abort', onAbort, { once: true });
        const cleanup = () => {
          clearTimeout(deadline);
          call.signal?.removeEventListener('abort', onAbort);
        };
        pending.set(id, { resolve, reject, cleanup });
        const { signal: _signal, timeoutMs: _timeout, ...request } = call;
        send({ type: 'call', id, ...request });
      });
    },
    closeConnector(connectorId) {
      send({ type: 'close', connectorId });
    },
    get isAlive() {
      return isAlive;
    },
    pid: child.pid,
    kill: () => stop('closed'),
  };
}
