import type { CircuitBreaker } from './circuit-breaker';
import { classifyProviderError } from './classify-provider-error';
import { LlmError } from './llm-error';
import { retryDelay } from './retry-delay';
import { sleep } from './sleep';

export interface CallProviderOptions {
  breaker: CircuitBreaker;
  /** For the whole call, retries and pauses included. */
  timeoutMs: number;
  /** Retries after a retryable failure (5xx, 429, network); the SDK's own retries stay off. */
  maxRetries: number;
  /** Base pause before the first retry; doubled for the next, then jittered. */
  retryDelayMs: number;
  random: () => number;
  signal?: AbortSignal;
}

/** The error to throw when the call was stopped from outside, or null when it was not. */
function stoppedError(options: CallProviderOptions, timeout: AbortSignal): LlmError | null {
  if (options.signal?.aborted) {
    options.breaker.onCancel();
    return new LlmError('ABORTED', 'The caller cancelled the language-model call.');
  }
  if (timeout.aborted) {
    options.breaker.onFailure();
    return new LlmError('TIMEOUT', `The provider did not answer within ${options.timeoutMs} ms.`);
  }
  return null;
}

/**
 * Runs one provider call under the resilience rules of SECURITY C5: fails fast while the circuit
 * is open, aborts at `timeoutMs` or when the caller's signal aborts, and retries retryable
 * failures at most `maxRetries` times with jittered pauses. Reports the outcome to the breaker.
 * Throws `LlmError` with CIRCUIT_OPEN, TIMEOUT, ABORTED, INVALID_OUTPUT or PROVIDER_FAILED.
 */
export async function callProvider<T>(
  call: (signal: AbortSignal) => Promise<T>,
  options: CallProviderOptions,
): Promise<T> {
  if (options.signal?.aborted) {
    throw new LlmError('ABORTED', 'The caller cancelled the language-model call.');
  }
  if (!options.breaker.allowRequest()) {
    throw new LlmError('CIRCUIT_OPEN', 'The provider failed repeatedly; calls are paused.');
  }
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  for (let attempt = 0; ; attempt += 1) {
    try {
      const result = await call(signal);
      options.breaker.onSuccess();
      return result;
    } catch (error) {
      const stopped = stoppedError(options, timeout);
      if (stopped) throw stopped;
      const failure = classifyProviderError(error);
      if (failure.kind === 'invalid-output') {
        options.breaker.onSuccess();
        throw new LlmError('INVALID_OUTPUT', `Unusable answer: ${failure.reason}.`, {
          usage: failure.usage,
        });
      }
      if (failure.kind === 'failed' || attempt >= options.maxRetries) {
        options.breaker.onFailure();
        throw new LlmError(
          'PROVIDER_FAILED',
          `After ${attempt + 1} attempt(s), ${failure.reason}.`,
        );
      }
      await sleep(retryDelay(options.retryDelayMs, attempt, options.random), signal).catch(
        () => undefined,
      );
      const stoppedWhileWaiting = stoppedError(options, timeout);
      if (stoppedWhileWaiting) throw stoppedWhileWaiting;
    }
  }
}
