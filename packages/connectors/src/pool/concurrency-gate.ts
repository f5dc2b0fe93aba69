import { GateBusyError } from './gate-busy-error';

export interface ConcurrencyGateOptions {
  /** Holders at once per key, unless `acquire` passes its own `limit`. */
  limit: number;
  /** Waiters per key; one more is turned away at once. */
  maxQueue: number;
  /** How long a waiter waits for its turn before it is turned away. */
  waitTimeoutMs: number;
}

export interface AcquireOptions {
  /** Aborting while waiting leaves the queue and rejects with the signal's reason. */
  signal?: AbortSignal;
  /** This key's limit (a plan's figure), instead of the gate's. */
  limit?: number;
  /** Instead of the gate's wait timeout (background work may wait longer). */
  waitTimeoutMs?: number;
}

/** Releases a slot; calling it again does nothing. */
export type ReleaseSlot = () => void;

/** Per-key slots with a bounded FIFO queue. See `createConcurrencyGate`. */
export interface ConcurrencyGate {
  /**
   * Takes a slot of `key`, waiting in line when all are taken.
   * @throws GateBusyError when the line is full or the wait times out; the signal's reason when
   *   aborted.
   */
  acquire(key: string, options?: AcquireOptions): Promise<ReleaseSlot>;
  /** Runs `work` holding a slot, released however it ends. Throws as `acquire` and `work` do. */
  run<T>(key: string, work: () => Promise<T>, options?: AcquireOptions): Promise<T>;
  /** Slots held and callers waiting for a key. */
  stats(key: string): { active: number; queued: number };
}

interface Waiter {
  grant(): void;
}

interface KeyState {
  active: number;
  limit: number;
  queue: Waiter[];
  /** Moving average of how long a slot is held, for Retry-After. */
  meanHoldMs: number;
}

/** Assumed hold time before any slot of a key was released. */
const INITIAL_HOLD_MS = 1_000;
const HOLD_SMOOTHING = 0.2;
const MAX_RETRY_AFTER_S = 60;

/**
 * A concurrency gate per key (SECURITY B5: queries per organization). At most `limit` holders per
 * key; later callers wait in a FIFO line of at most `maxQueue`, each for at most `waitTimeoutMs`.
 * Keys are independent: one key's full line never delays another key.
 * @example
 *   const gate = createConcurrencyGate({ limit: 4, maxQueue: 20, waitTimeoutMs: 20_000 });
 *   const rows = await gate.run(orgId, () => connector.query(sql, [], limits));
 */
export function createConcurrencyGate(options: ConcurrencyGateOptions): ConcurrencyGate {
  // Kept per key once seen (a few numbers per organization), so the hold-time average survives
  // quiet spells.
  const states = new Map<string, KeyState>();

  function stateOf(key: string, limit: number): KeyState {
    let state = states.get(key);
    if (!state) {
      state = { active: 0, limit, queue: [], meanHoldMs: INITIAL_HOLD_MS };
      states.set(key, state);
    }
    state.limit = Math.max(1, limit);
    return state;
  }

  /** Seconds until a slot should be free for one more caller at the back of the line. */
  function retryAfter(state: KeyState): number {
    const rounds = Math.ceil((state.queue.length + 1) / state.limit);
    const seconds = Math.ceil((state.meanHoldMs * rounds) / 1000);
    return Math.min(MAX_RETRY_AFTER_S, Math.max(1, seconds));
  }

  function slot(state: KeyState): ReleaseSlot {
    const started = Date.now();
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      const held = Date.now() - started;
      state.meanHoldMs += (held - state.meanHoldMs) * HOLD_SMOOTHING;
      state.active -= 1;
      drain(state);
    };
  }

  /** Lets waiters in, oldest first, while slots are free. */
  function drain(state: KeyState): void {
    while (state.active < state.limit) {
      const next = state.queue.shift();
      if (!next) break;
      state.active += 1;
      next.grant();
    }
  }

  async function acquire(key: string, acquireOptions: AcquireOptions = {}): Promise<ReleaseSlot> {
    const { signal } = acquireOptions;
    signal?.throwIfAborted();
    const state = stateOf(key, acquireOptions.limit ?? options.limit);
    // A raised limit (a plan upgrade) lets waiters in before this caller.
    drain(state);
    if (state.active < state.limit && state.queue.length === 0) {
      state.active += 1;
      return slot(state);
    }
    if (state.queue.length >= options.maxQueue) {
      throw new GateBusyError('queue_full', retryAfter(state));
    }
    return new Promise<ReleaseSlot>((resolve, reject) => {
      const leave = () => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        const at = state.queue.indexOf(waiter);
        if (at >= 0) state.queue.splice(at, 1);
      };
      const waiter: Waiter = {
        grant() {
          leave();
          resolve(slot(state));
        },
      };
      const onAbort = () => {
        leave();
        reject(signal?.reason);
      };
      const timer = setTimeout(() => {
        leave();
        reject(new GateBusyError('wait_timeout', retryAfter(state)));
      }, acquireOptions.waitTimeoutMs ?? options.waitTimeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      state.queue.push(waiter);
    });
  }

  return {
    acquire,
    async run(key, work, acquireOptions) {
      const release = await acquire(key, acquireOptions);
      try {
        return await work();
      } finally {
        release();
      }
    },
    stats(key) {
      const state = states.get(key);
      return { active: state?.active ?? 0, queued: state?.queue.length ?? 0 };
    },
  };
}
