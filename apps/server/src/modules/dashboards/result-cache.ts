import type { AskResult } from '@tabletalk/contracts';

/**
 * Results of dashboard items by organization, source, source version and query: refreshing a
 * dashboard whose sources did not change within `RESULT_TTL_MS` asks nothing of them (and counts
 * no question). Per process: another process asks once more, which is only slower.
 */
export const RESULT_TTL_MS = 5 * 60_000;
const MAX_ENTRIES = 500;

interface CachedResult {
  result: AskResult;
  at: Date;
}

const cache = new Map<string, CachedResult>();

export interface ResultKey {
  orgId: string;
  sourceId: string;
  /** `SourceState.version`. */
  version: string;
  /** What is run: the structured query, else the SQL. */
  query: unknown;
}

const keyOf = (key: ResultKey) => JSON.stringify([key.orgId, key.sourceId, key.version, key.query]);

/** A result of the same query on the same source version, computed less than the TTL ago. */
export function findCachedResult(key: ResultKey, now: Date): CachedResult | null {
  const found = cache.get(keyOf(key));
  if (!found) return null;
  if (now.getTime() - found.at.getTime() >= RESULT_TTL_MS) {
    cache.delete(keyOf(key));
    return null;
  }
  return found;
}

/** Keeps a fresh result; the oldest entry goes when the cache is full. */
export function cacheResult(key: ResultKey, result: AskResult, at: Date): void {
  const name = keyOf(key);
  cache.delete(name);
  if (cache.size >= MAX_ENTRIES) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(name, { result, at });
}
