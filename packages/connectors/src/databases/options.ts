import type { EgressPolicy } from '../egress/guard';
import type { LookupFn } from '../egress/lookup';

/** How a connector may reach its database. */
export interface ConnectorOptions {
  /** Where connections may go (SECURITY A1); checked before every connect. */
  egress: EgressPolicy;
  /** Gives up connecting after this long (default 10 s). */
  connectTimeoutMs?: number;
  /** Name resolution for the egress guard; tests stub it to play DNS. */
  lookup?: LookupFn;
  /** Connections kept per source (default 5). */
  maxConnections?: number;
  /** BigQuery only: bytes one query may bill (default 10 GiB). */
  maximumBytesBilled?: number;
}

export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;
export const DEFAULT_MAX_CONNECTIONS = 5;

/** Catalog queries are small; these bounds only stop a pathological catalog. */
export const CATALOG_LIMITS = { maxRows: 100_000, timeoutMs: 30_000 } as const;

/** Below this estimate, `count(*)` is cheap enough to give an exact row count. */
export const EXACT_COUNT_BELOW = 100_000;
