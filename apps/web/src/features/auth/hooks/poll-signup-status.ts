import type { AuthSession, SignupStatusResponse } from '@tabletalk/contracts';
import { SIGNUP_POLL_INTERVAL_MS, SIGNUP_POLL_TIMEOUT_MS } from '../../../lib/constants';

export type PollOutcome =
  | { kind: 'confirmed'; session: AuthSession | null }
  | { kind: 'expired' }
  | { kind: 'cancelled' };

export interface PollOptions {
  check: () => Promise<SignupStatusResponse>;
  intervalMs?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  now?: () => number;
}

/**
 * Asks every 5 s whether a sign-up was confirmed (by the link in the email), for at most 180 s
 * (SPEC 4). A failed check is retried at the next tick: a network blip must not end the wait.
 */
export function pollSignupStatus(options: PollOptions): Promise<PollOutcome> {
  const {
    check,
    intervalMs = SIGNUP_POLL_INTERVAL_MS,
    timeoutMs = SIGNUP_POLL_TIMEOUT_MS,
    signal,
    now = Date.now,
  } = options;
  const startedAt = now();
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let settled = false;
    const finish = (outcome: PollOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', handleAbort);
      resolve(outcome);
    };
    const handleAbort = () => finish({ kind: 'cancelled' });
    const tick = async () => {
      try {
        const result = await check();
        if (result.status === 'CONFIRMED')
          return finish({ kind: 'confirmed', session: result.session });
        if (result.status === 'EXPIRED') return finish({ kind: 'expired' });
      } catch {
        // Retried at the next tick.
      }
      if (settled) return;
      const remaining = timeoutMs - (now() - startedAt);
      if (remaining <= 0) return finish({ kind: 'expired' });
      timer = setTimeout(tick, Math.min(intervalMs, remaining));
    };
    if (signal?.aborted) return finish({ kind: 'cancelled' });
    signal?.addEventListener('abort', handleAbort);
    timer = setTimeout(tick, Math.min(intervalMs, timeoutMs));
  });
}
