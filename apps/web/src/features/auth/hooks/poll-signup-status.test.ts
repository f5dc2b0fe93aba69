import type { SignupStatusResponse } from '@tabletalk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PollOutcome, pollSignupStatus } from './poll-signup-status';

const pending: SignupStatusResponse = { status: 'PENDING' };

describe('pollSignupStatus', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks every 5 s and gives up after 180 s', async () => {
    const check = vi.fn(async () => pending);
    let outcome: PollOutcome | null = null;
    void pollSignupStatus({ check }).then((result) => {
      outcome = result;
    });

    await vi.advanceTimersByTimeAsync(4_999);
    expect(check).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(check).toHaveBeenCalledTimes(2);

    await vi.advanceTimersByTimeAsync(179_999 - 10_000);
    expect(outcome).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toEqual({ kind: 'expired' });
    expect(check).toHaveBeenCalledTimes(36);

    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(36);
  });

  it('stops as soon as the account is confirmed', async () => {
    const check = vi
      .fn<() => Promise<SignupStatusResponse>>()
      .mockResolvedValueOnce(pending)
      .mockResolvedValueOnce({ status: 'CONFIRMED', session: null });
    const result = pollSignupStatus({ check });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toEqual({ kind: 'confirmed', session: null });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('reports EXPIRED from the server at once', async () => {
    const check = vi.fn(async (): Promise<SignupStatusResponse> => ({ status: 'EXPIRED' }));
    const result = pollSignupStatus({ check });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(result).resolves.toEqual({ kind: 'expired' });
  });

  it('keeps polling through failed checks', async () => {
    const check = vi
      .fn<() => Promise<SignupStatusResponse>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ status: 'CONFIRMED', session: null });
    const result = pollSignupStatus({ check });
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toMatchObject({ kind: 'confirmed' });
  });

  it('can be cancelled (the screen was left)', async () => {
    const check = vi.fn(async () => pending);
    const controller = new AbortController();
    const result = pollSignupStatus({ check, signal: controller.signal });
    await vi.advanceTimersByTimeAsync(5_000);
    controller.abort();
    await expect(result).resolves.toEqual({ kind: 'cancelled' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
