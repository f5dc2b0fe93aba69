/** Why a caller was turned away: the queue was full, or its turn did not come in time. */
export type GateBusyReason = 'queue_full' | 'wait_timeout';

/**
 * A concurrency gate turned a caller away. `retryAfterSeconds` estimates when a slot should be
 * free (for an HTTP `Retry-After`).
 */
export class GateBusyError extends Error {
  readonly reason: GateBusyReason;
  readonly retryAfterSeconds: number;

  constructor(reason: GateBusyReason, retryAfterSeconds: number) {
    super(
      reason === 'queue_full'
        ? 'Too many queries are waiting already.'
        : 'No query slot became free in time.',
    );
    this.name = 'GateBusyError';
    this.reason = reason;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
