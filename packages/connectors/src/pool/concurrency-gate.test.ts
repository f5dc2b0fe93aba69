import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConcurrencyGate } from './concurrency-gate';
import { GateBusyError } from './gate-busy-error';

/** A promise and the functions that settle it, to hold work open from the test. */
function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function busyError(promise: Promise<unknown>): Promise<GateBusyError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GateBusyError);
  return error as GateBusyError;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createConcurrencyGate', () => {
  it('lets `limit` holders in and the waiters after them in arrival order', async () => {
    const gate = createConcurrencyGate({ limit: 2, maxQueue: 10, waitTimeoutMs: 10_000 });
    const order: string[] = [];
    const first = await gate.acquire('org');
    const second = await gate.acquire('org');
    const inLine = (name: string) =>
      gate.acquire('org').then((release) => {
        order.push(name);
        return release;
      });
    const [a, b, c] = [inLine('a'), inLine('b'), inLine('c')];
    await Promise.resolve();
    expect(gate.stats('org')).toEqual({ active: 2, queued: 3 });
    first();
    const releaseA = await a;
    second();
    const releaseB = await b;
    expect(order).toEqual(['a', 'b']);
    releaseA();
    (await c)();
    releaseB();
    expect(order).toEqual(['a', 'b', 'c']);
    expect(gate.stats('org')).toEqual({ active: 0, queued: 0 });
  });

  it('gives a freed slot to the one waiting, not to a caller arriving in the same moment', async () => {
    const gate = createConcurrencyGate({ limit: 1, maxQueue: 10, waitTimeoutMs: 10_000 });
    let running = 0;
    let most = 0;
    const ends: (() => void)[] = [];
    const work = () =>
      new Promise<void>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        ends.push(() => {
          running -= 1;
          resolve();
        });
      });
    const first = gate.run('org', work);
    const waiter = gate.run('org', work);
    await Promise.resolve();
    // The first ends, and another caller comes in a task queued before the waiter wakes (as a
    // request's own continuation may be, under load).
    ends.shift()?.();
    const late = Promise.resolve().then(() => gate.run('org', work));
    await first;
    await new Promise((resolve) => setImmediate(resolve));
    expect(most).toBe(1);
    expect(gate.stats('org')).toEqual({ active: 1, queued: 1 });
    for (const pending of [waiter, late]) {
      ends.shift()?.();
      await pending;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(most).toBe(1);
    expect(gate.stats('org')).toEqual({ active: 0, queued: 0 });
  });

  it('turns the caller past a full queue away at once, with a Retry-After estimate', async () => {
    const gate = createConcurrencyGate({ limit: 1, maxQueue: 2, waitTimeoutMs: 10_000 });
    const held = await gate.acquire('org');
    const [firstQueued, secondQueued] = [gate.acquire('org'), gate.acquire('org')];
    const error = await busyError(gate.acquire('org'));
    expect(error.reason).toBe('queue_full');
    // One slot, two ahead in line, about a second each: three seconds until this caller's turn.
    expect(error.retryAfterSeconds).toBe(3);
    held();
    (await firstQueued)();
    (await secondQueued)();
  });

  it('times a waiter out, leaving the line to those behind it', async () => {
    vi.useFakeTimers();
    const gate = createConcurrencyGate({ limit: 1, maxQueue: 5, waitTimeoutMs: 1_000 });
    const held = await gate.acquire('org');
    const early = gate.acquire('org');
    vi.advanceTimersByTime(600);
    const late = gate.acquire('org', { waitTimeoutMs: 5_000 });
    vi.advanceTimersByTime(500);
    const error = await busyError(early);
    expect(error.reason).toBe('wait_timeout');
    expect(gate.stats('org')).toEqual({ active: 1, queued: 1 });
    held();
    (await late)();
    expect(gate.stats('org')).toEqual({ active: 0, queued: 0 });
  });

  it('releases the slot when the work fails, and a second release does nothing', async () => {
    const gate = createConcurrencyGate({ limit: 1, maxQueue: 5, waitTimeoutMs: 10_000 });
    await expect(
      gate.run('org', async () => {
        throw new Error('query failed');
      }),
    ).rejects.toThrow('query failed');
    expect(gate.stats('org')).toEqual({ active: 0, queued: 0 });

    const release = await gate.acquire('org');
    const next = gate.acquire('org');
    release();
    release();
    const nextRelease = await next;
    expect(gate.stats('org')).toEqual({ active: 1, queued: 0 });
    nextRelease();
  });

  it('takes an aborted waiter out of the line and rejects with the reason', async () => {
    const gate = createConcurrencyGate({ limit: 1, maxQueue: 5, waitTimeoutMs: 10_000 });
    const held = await gate.acquire('org');
    const controller = new AbortController();
    const aborted = gate.acquire('org', { signal: controller.signal });
    const after = gate.acquire('org');
    controller.abort(new Error('client went away'));
    await expect(aborted).rejects.toThrow('client went away');
    expect(gate.stats('org').queued).toBe(1);
    held();
    (await after)();
    const already = AbortSignal.abort(new Error('gone before'));
    await expect(gate.acquire('org', { signal: already })).rejects.toThrow('gone before');
    expect(gate.stats('org')).toEqual({ active: 0, queued: 0 });
  });

  it("never makes one key wait on another key's full line", async () => {
    const gate = createConcurrencyGate({ limit: 1, maxQueue: 1, waitTimeoutMs: 10_000 });
    const work = deferred();
    const busy = gate.run('org-a', () => work.promise);
    const queued = gate.run('org-a', async () => 'queued');
    await busyError(gate.acquire('org-a'));
    const other = await gate.run('org-b', async () => 'org-b ran');
    expect(other).toBe('org-b ran');
    expect(gate.stats('org-a')).toEqual({ active: 1, queued: 1 });
    work.resolve();
    await busy;
    expect(await queued).toBe('queued');
  });

  it("follows a key's own limit, and lets waiters in when it is raised", async () => {
    const gate = createConcurrencyGate({ limit: 1, maxQueue: 5, waitTimeoutMs: 10_000 });
    const first = await gate.acquire('org', { limit: 1 });
    const waiting = gate.acquire('org', { limit: 1 });
    const third = await gate.acquire('org', { limit: 3 });
    // The raise let the waiter in first, then this caller.
    const second = await waiting;
    expect(gate.stats('org')).toEqual({ active: 3, queued: 0 });
    for (const release of [first, second, third]) release();
  });

  it('estimates Retry-After from how long slots were held', async () => {
    vi.useFakeTimers();
    const gate = createConcurrencyGate({ limit: 1, maxQueue: 0, waitTimeoutMs: 10_000 });
    for (let i = 0; i < 20; i += 1) {
      const release = await gate.acquire('org');
      vi.advanceTimersByTime(5_000);
      release();
    }
    const held = await gate.acquire('org');
    const error = await busyError(gate.acquire('org'));
    expect(error.retryAfterSeconds).toBeGreaterThanOrEqual(4);
    expect(error.retryAfterSeconds).toBeLessThanOrEqual(5);
    held();
  });
});
