import type { ConnectorError } from '../types';
import { connectorError } from './errors';

/** Why a statement was stopped from our side. */
export type StopReason = 'abort' | 'timeout';

export interface StatementWatch {
  /** Set once the statement was cancelled by the caller or by the client-side deadline. */
  readonly reason: StopReason | null;
  stop(): void;
}

/** Time the server gets to enforce its own statement timeout before the client steps in. */
const SERVER_TIMEOUT_GRACE_MS = 1_000;
/** Time a cancel request gets before the connection is dropped. */
const CANCEL_GRACE_MS = 5_000;

/**
 * Watches one running statement. On abort, or when the server has not stopped it shortly after
 * its timeout, calls `cancel` (a server-side cancel); if the statement still has not ended a
 * few seconds later, calls `abandon` (drop the connection). The engine maps the resulting
 * driver error through `reason`.
 */
export function watchStatement(options: {
  signal?: AbortSignal;
  timeoutMs: number;
  cancel: () => Promise<void> | void;
  abandon: () => void;
  /** False for engines with no server-side timeout: the client deadline is the timeout. */
  hasServerTimeout?: boolean;
}): StatementWatch {
  let reason: StopReason | null = null;
  let abandonTimer: NodeJS.Timeout | undefined;

  const fire = (why: StopReason) => {
    if (reason !== null) return;
    reason = why;
    clearTimeout(deadline);
    Promise.resolve()
      .then(options.cancel)
      .catch(() => undefined);
    abandonTimer = setTimeout(options.abandon, CANCEL_GRACE_MS);
  };
  const onAbort = () => fire('abort');
  const grace = options.hasServerTimeout === false ? 0 : SERVER_TIMEOUT_GRACE_MS;
  const deadline = setTimeout(() => fire('timeout'), options.timeoutMs + grace);
  options.signal?.addEventListener('abort', onAbort, { once: true });

  return {
    get reason() {
      return reason;
    },
    stop() {
      clearTimeout(deadline);
      clearTimeout(abandonTimer);
      options.signal?.removeEventListener('abort', onAbort);
    },
  };
}

/** The error for a statement we stopped ourselves. */
export function stoppedError(reason: StopReason, cause?: unknown): ConnectorError {
  return connectorError(reason === 'timeout' ? 'QUERY_TIMEOUT' : 'QUERY_CANCELLED', cause);
}

/** Throws QUERY_CANCELLED before any work when the caller has already given up. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw connectorError('QUERY_CANCELLED', signal.reason);
}
