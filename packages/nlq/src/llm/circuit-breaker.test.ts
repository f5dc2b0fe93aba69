import { describe, expect, it } from 'vitest';
import { createCircuitBreaker } from './circuit-breaker';

function setup() {
  let now = 0;
  const breaker = createCircuitBreaker({ failureThreshold: 3, cooldownMs: 1_000, now: () => now });
  return { breaker, advance: (ms: number) => (now += ms) };
}

describe('createCircuitBreaker', () => {
  it('opens after the threshold of consecutive failures and then refuses', () => {
    const { breaker } = setup();
    breaker.onFailure();
    breaker.onFailure();
    expect(breaker.allowRequest()).toBe(true);
    breaker.onFailure();
    expect(breaker.state()).toBe('open');
    expect(breaker.allowRequest()).toBe(false);
  });

  it('counts only consecutive failures', () => {
    const { breaker } = setup();
    breaker.onFailure();
    breaker.onFailure();
    breaker.onSuccess();
    breaker.onFailure();
    expect(breaker.state()).toBe('closed');
  });

  it('half-opens after the cooldown and lets exactly one trial through', () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i += 1) breaker.onFailure();
    advance(1_000);
    expect(breaker.state()).toBe('half-open');
    expect(breaker.allowRequest()).toBe(true);
    expect(breaker.allowRequest()).toBe(false);
  });

  it('closes when the trial succeeds and reopens when it fails', () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i += 1) breaker.onFailure();
    advance(1_000);
    breaker.allowRequest();
    breaker.onFailure();
    expect(breaker.state()).toBe('open');
    advance(1_000);
    breaker.allowRequest();
    breaker.onSuccess();
    expect(breaker.state()).toBe('closed');
    expect(breaker.allowRequest()).toBe(true);
  });

  it('frees the trial slot when the trial is cancelled', () => {
    const { breaker, advance } = setup();
    for (let i = 0; i < 3; i += 1) breaker.onFailure();
    advance(1_000);
    breaker.allowRequest();
    breaker.onCancel();
    expect(breaker.allowRequest()).toBe(true);
  });
});
