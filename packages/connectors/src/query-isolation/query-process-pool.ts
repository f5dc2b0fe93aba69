import {
  type QueryCall,
  type QueryProcess,
  type QueryProcessLimits,
  spawnQueryProcess,
} from './query-process';

export interface QueryProcessPoolOptions extends Partial<QueryProcessLimits> {
  /** Most resident memory of each query process, in MB (SOURCE_QUERY_MEMORY_MB). */
  memoryMb: number;
  /** Processes kept (each runs many calls at once). */
  size?: number;
  /** The processes' niceness (background work); unset: the server's. */
  niceness?: number;
  /** Start the processes with the pool (the default), or each at its first call. */
  startAtOnce?: boolean;
}

/** Long-lived query processes shared by every file source of the server. */
export interface QueryProcessPool {
  /**
   * Runs a call in its connector's process (one per connector, so each file is opened and cached
   * in one process only). Throws what the call throws (ConnectorError).
   */
  run(call: QueryCall): Promise<unknown>;
  /** Closes a connector's database in every process. */
  closeConnector(connectorId: string): void;
  /** Kills the processes (the app stops); later calls start new ones. */
  close(): void;
}

const DEFAULTS = { size: 2, graceMs: 2_000, watchIntervalMs: 50 };

/**
 * A pool of query processes (issue 10): DuckDB runs there rather than in the server, so no query
 * can raise the server's memory, and one that grows past `memoryMb` or runs `graceMs` past its
 * timeout is killed (its process is replaced on the next call). Processes start at once, so the
 * first question does not wait for one (unless `startAtOnce` is false).
 * @example
 *   const pool = createQueryProcessPool({ memoryMb: 512 });
 *   const connector = createIsolatedDuckDbConnector(pool, '/data/sources/abc.duckdb');
 */
export function createQueryProcessPool(options: QueryProcessPoolOptions): QueryProcessPool {
  const limits: QueryProcessLimits = {
    memoryMb: options.memoryMb,
    graceMs: options.graceMs ?? DEFAULTS.graceMs,
    watchIntervalMs: options.watchIntervalMs ?? DEFAULTS.watchIntervalMs,
    niceness: options.niceness,
  };
  const size = Math.max(1, options.size ?? DEFAULTS.size);
  // By slot; a slot is empty until its first call after `close`.
  let processes: (QueryProcess | undefined)[] = [];

  /** The live process of a slot, a new one in place of a dead one. */
  function processAt(slot: number): QueryProcess {
    const current = processes[slot];
    if (current?.isAlive) return current;
    const fresh = spawnQueryProcess(limits);
    processes[slot] = fresh;
    return fresh;
  }
  if (options.startAtOnce !== false) {
    for (let slot = 0; slot < size; slot += 1) processAt(slot);
  }

  return {
    run(call) {
      return processAt(slotOf(call.connectorId, size)).run(call);
    },
    closeConnector(connectorId) {
      for (const worker of processes) worker?.closeConnector(connectorId);
    },
    close() {
      for (const worker of processes) worker?.kill();
      processes = [];
    },
  };
}

/** A connector's process slot: a stable hash of its id. */
function slotOf(connectorId: string, size: number): number {
  let hash = 0;
  for (let index = 0; index < connectorId.length; index += 1) {
    hash = (hash * 31 + connectorId.charCodeAt(index)) >>> 0;
  }
  return hash % size;
}
