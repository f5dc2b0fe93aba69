import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Connector } from '../types';
import { createConnectorRegistry } from './connector-registry';

/** A connector that only counts how often it was closed. */
function fakeConnector(name: string): Connector & { name: string; closed: number } {
  const fake = {
    name,
    closed: 0,
    dialect: 'postgres' as const,
    testConnection: async () => undefined,
    listSchemas: async () => [],
    listTables: async () => [],
    describeTable: async () => {
      throw new Error('unused');
    },
    previewRows: async () => ({ columns: [], rows: [], truncated: false }),
    query: async () => ({ columns: [], rows: [], truncated: false }),
    async close() {
      fake.closed += 1;
    },
  };
  return fake;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createConnectorRegistry', () => {
  it('opens one connector per key and shares it between leases', () => {
    const registry = createConnectorRegistry({ idleMs: 60_000 });
    const open = vi.fn(() => fakeConnector('a'));
    const first = registry.lease('db:1', 'v1', open);
    const second = registry.lease('db:1', 'v1', open);
    expect(second.connector).toBe(first.connector);
    expect(open).toHaveBeenCalledTimes(1);
    const other = registry.lease('db:2', 'v1', () => fakeConnector('b'));
    expect(other.connector).not.toBe(first.connector);
    expect(registry.keys().sort()).toEqual(['db:1', 'db:2']);
  });

  it('closes a connector idle for idleMs, not one still leased or used again in time', async () => {
    vi.useFakeTimers();
    const registry = createConnectorRegistry({ idleMs: 1_000 });
    const connector = fakeConnector('a');
    const lease = registry.lease('db:1', 'v1', () => connector);
    vi.advanceTimersByTime(5_000);
    expect(connector.closed).toBe(0);
    lease.release();
    vi.advanceTimersByTime(900);
    registry.lease('db:1', 'v1', () => fakeConnector('unused')).release();
    vi.advanceTimersByTime(900);
    expect(connector.closed).toBe(0);
    vi.advanceTimersByTime(200);
    await Promise.resolve();
    expect(connector.closed).toBe(1);
    expect(registry.keys()).toEqual([]);
  });

  it('retires the old connector when the fingerprint changes, closing it once free', async () => {
    const registry = createConnectorRegistry({ idleMs: 60_000 });
    const old = fakeConnector('old');
    const lease = registry.lease('db:1', 'password-1', () => old);
    const fresh = fakeConnector('fresh');
    const next = registry.lease('db:1', 'password-2', () => fresh);
    expect(next.connector).toBe(fresh);
    expect(old.closed).toBe(0);
    lease.release();
    lease.release();
    await Promise.resolve();
    expect(old.closed).toBe(1);
    expect(fresh.closed).toBe(0);
    next.release();
  });

  it('evicts a key (a deleted source): closed now when idle, else when released', async () => {
    const registry = createConnectorRegistry({ idleMs: 60_000 });
    const idle = fakeConnector('idle');
    registry.lease('file:a', 'v1', () => idle).release();
    await registry.evict('file:a');
    expect(idle.closed).toBe(1);

    const busy = fakeConnector('busy');
    const lease = registry.lease('db:1', 'v1', () => busy);
    await registry.evict('db:1');
    expect(busy.closed).toBe(0);
    expect(registry.keys()).toEqual([]);
    lease.release();
    await Promise.resolve();
    expect(busy.closed).toBe(1);
  });

  it('keeps at most maxOpen connectors, closing the least recently used idle ones', async () => {
    vi.useFakeTimers();
    const registry = createConnectorRegistry({ idleMs: 60_000, maxOpen: 2 });
    const a = fakeConnector('a');
    const b = fakeConnector('b');
    const c = fakeConnector('c');
    registry.lease('a', 'v', () => a).release();
    vi.advanceTimersByTime(10);
    const leaseB = registry.lease('b', 'v', () => b);
    vi.advanceTimersByTime(10);
    registry.lease('c', 'v', () => c).release();
    await Promise.resolve();
    expect([a.closed, b.closed, c.closed]).toEqual([1, 0, 0]);
    expect(registry.keys().sort()).toEqual(['b', 'c']);
    leaseB.release();
  });

  it('closes idle connectors on closeAll and busy ones when their work ends', async () => {
    const closeErrors: string[] = [];
    const registry = createConnectorRegistry({
      idleMs: 60_000,
      onCloseError: (_error, key) => closeErrors.push(key),
    });
    const idle = fakeConnector('idle');
    const busy = fakeConnector('busy');
    const failing = fakeConnector('failing');
    failing.close = async () => {
      throw new Error('socket gone');
    };
    registry.lease('a', 'v', () => idle).release();
    const lease = registry.lease('b', 'v', () => busy);
    registry.lease('c', 'v', () => failing).release();
    await registry.closeAll();
    expect([idle.closed, busy.closed]).toEqual([1, 0]);
    expect(closeErrors).toEqual(['c']);
    expect(registry.keys()).toEqual([]);
    lease.release();
    await Promise.resolve();
    expect(busy.closed).toBe(1);
    // A job still finishing during shutdown gets a fresh connector.
    const late = fakeConnector('late');
    expect(registry.lease('a', 'v', () => late).connector).toBe(late);
  });
});
