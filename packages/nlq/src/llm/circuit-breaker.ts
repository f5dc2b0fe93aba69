/** `closed`: calls flow; `open`: calls fail fast; `half-open`: one trial call is let through. */
export type CircuitState = 'closed' | 'open' | 'half-open';

/** Guards a provider: after repeated failures, stop calling it for a while. */
export interface CircuitBreaker {
  /** Whether a call may go to the provider now; in half-open state, lets one trial through. */
  allowRequest(): boolean;
  /** The provider answered (even with an unusable answer). */
  onSuccess(): void;
  /** The provider failed: an error status, a network error or a timeout. */
  onFailure(): void;
  /** The call ended without saying anything about the provider (the caller cancelled it). */
  onCancel(): void;
  state(): CircuitState;
}

export interface CircuitBreakerOptions {
  /** Consecutive failed calls that open the circuit (default 5). */
  failureThreshold?: number;
  /** How long the circuit stays open before a trial call (default 30 s). */
  cooldownMs?: number;
  now?: () => number;
}

/**
 * Creates an in-memory circuit breaker for one provider in one process. Opens after
 * `failureThreshold` consecutive failures, half-opens after `cooldownMs`, closes again when the
 * trial call succeeds and reopens when it fails. Throws nothing.
 */
export function createCircuitBreaker(options: CircuitBreakerOptions = {}): CircuitBreaker {
  const threshold = options.failureThreshold ?? 5;
  const cooldownMs = options.cooldownMs ?? 30_000;
  const now = options.now ?? Date.now;
  let failures = 0;
  let openedAt: number | null = null;
  let trialInFlight = false;

  const state = (): CircuitState => {
    if (openedAt === null) return 'closed';
    return now() - openedAt >= cooldownMs ? 'half-open' : 'open';
  };

  return {
    allowRequest() {
      const current = state();
      if (current === 'closed') return true;
      if (current === 'open' || trialInFlight) return false;
      trialInFlight = true;
      return true;
    },
    onSuccess() {
      failures = 0;
      openedAt = null;
      trialInFlight = false;
    },
    onFailure() {
      failures += 1;
      const isTrial = trialInFlight;
      trialInFlight = false;
      if (isTrial || failures >= threshold) openedAt = now();
    },
    onCancel() {
      trialInFlight = false;
    },
    state,
  };
}
