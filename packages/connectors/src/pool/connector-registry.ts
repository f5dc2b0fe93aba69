import type { Connector } from '../types';

/** A connector borrowed from the registry; `release` (idempotent) hands it back. */
export interface ConnectorLease {
  connector: Connector;
  release(): void;
}

export interface ConnectorRegistryOptions {
  /** A connector nobody has used for this long is closed (its pool with it). */
  idleMs: number;
  /** Most connectors kept open; past it the least recently used idle ones are closed. */
  maxOpen?: number;
  /** Told about a connector that failed to close (nothing else can be done with it). */
  onCloseError?: (error: unknown, key: string) => void;
}

/**
 * One long-lived connector (one pool of connections) per key, shared by every caller. See
 * `createConnectorRegistry`.
 */
export interface ConnectorRegistry {
  /**
   * The connector of `key`, opened with `open` on first use. A different `fingerprint` (the
   * connection was edited, the file replaced) retires the old connector: it is closed once its
   * last lease is released, and a new one is opened. Throws what `open` throws.
   */
  lease(key: string, fingerprint: string, open: () => Connector): ConnectorLease;
  /** Retires the connector of `key` (a deleted source): closed now, or when its leases end. */
  evict(key: string): Promise<void>;
  /**
   * Retires every connector (the app stops): idle ones are closed before this resolves, leased
   * ones when their work ends, so a job finishing during shutdown is not cut off.
   */
  closeAll(): Promise<void>;
  /** Keys with an open connector. */
  keys(): string[];
}

interface Entry {
  key: string;
  fingerprint: string;
  connector: Connector;
  leases: number;
  lastUsed: number;
  isRetired: boolean;
  idleTimer: NodeJS.Timeout | null;
  closing: Promise<void> | null;
}

/**
 * A registry of pooled connectors (SECURITY B5): every request and job asking the same source
 * shares its one connector, so the engine's pool bound (`maxConnections`) caps the connections
 * to that source. Connectors idle for `idleMs` are closed, and so are retired ones once free.
 * @example
 *   const registry = createConnectorRegistry({ idleMs: 300_000 });
 *   const lease = registry.lease(`db:${id}`, fingerprint, () => createConnector(config, options));
 *   try { await lease.connector.query(sql, [], limits); } finally { lease.release(); }
 */
export function createConnectorRegistry(options: ConnectorRegistryOptions): ConnectorRegistry {
  const entries = new Map<string, Entry>();

  function close(entry: Entry): Promise<void> {
    if (entries.get(entry.key) === entry) entries.delete(entry.key);
    if (entry.idleTimer) clearTimeout(entry.idleTimer);
    entry.closing ??= entry.connector
      .close()
      .catch((error: unknown) => options.onCloseError?.(error, entry.key));
    return entry.closing;
  }

  function whenIdle(entry: Entry): void {
    if (entry.isRetired) {
      void close(entry);
      return;
    }
    entry.idleTimer = setTimeout(() => void close(entry), options.idleMs);
    // An idle pool must not keep a finishing process alive.
    entry.idleTimer.unref();
  }

  function closeLeastRecentlyUsed(): void {
    const max = options.maxOpen ?? Number.POSITIVE_INFINITY;
    const idle = [...entries.values()]
      .filter((entry) => entry.leases === 0)
      .sort((a, b) => a.lastUsed - b.lastUsed);
    while (entries.size > max && idle.length > 0) {
      const oldest = idle.shift();
      if (oldest) void close(oldest);
    }
  }

  function open(key: string, fingerprint: string, create: () => Connector): Entry {
    const current = entries.get(key);
    if (current && current.fingerprint === fingerprint) return current;
    if (current) retire(current);
    const entry: Entry = {
      key,
      fingerprint,
      connector: create(),
      leases: 0,
      lastUsed: Date.now(),
      isRetired: false,
      idleTimer: null,
      closing: null,
    };
    entries.set(key, entry);
    closeLeastRecentlyUsed();
    return entry;
  }

  function retire(entry: Entry): Promise<void> {
    entry.isRetired = true;
    if (entries.get(entry.key) === entry) entries.delete(entry.key);
    return entry.leases === 0 ? close(entry) : Promise.resolve();
  }

  return {
    lease(key, fingerprint, create) {
      const entry = open(key, fingerprint, create);
      if (entry.idleTimer) clearTimeout(entry.idleTimer);
      entry.idleTimer = null;
      entry.leases += 1;
      entry.lastUsed = Date.now();
      let isReleased = false;
      return {
        connector: entry.connector,
        release() {
          if (isReleased) return;
          isReleased = true;
          entry.leases -= 1;
          entry.lastUsed = Date.now();
          if (entry.leases === 0) whenIdle(entry);
        },
      };
    },
    async evict(key) {
      const entry = entries.get(key);
      if (entry) await retire(entry);
    },
    async closeAll() {
      await Promise.all([...entries.values()].map(retire));
    },
    keys: () => [...entries.keys()],
  };
}
