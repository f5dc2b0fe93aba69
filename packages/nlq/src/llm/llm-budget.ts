/**
 * A per-organization token allowance for language-model calls (SECURITY C5). Async so that a
 * shared store can back it when several server processes run.
 */
export interface LlmBudget {
  /** Tokens `orgId` may still spend now; zero or less means none. */
  remaining(orgId: string): Promise<number>;
  /** Counts tokens `orgId` spent (input and output). */
  record(orgId: string, tokens: number): Promise<void>;
}

export interface MemoryBudgetOptions {
  /** Tokens per organization per rolling day; a function when plans differ. */
  tokensPerDay: number | ((orgId: string) => number);
  /** Length of the rolling window (default one day). */
  windowMs?: number;
  now?: () => number;
}

const BUCKET_MS = 60_000;

/**
 * Creates an in-memory budget for one process: spending is kept in one-minute buckets per
 * organization and forgotten once older than the window, so memory stays bounded. Throws nothing.
 */
export function createMemoryBudget(options: MemoryBudgetOptions): LlmBudget {
  const windowMs = options.windowMs ?? 86_400_000;
  const now = options.now ?? Date.now;
  const spent = new Map<string, Map<number, number>>();
  const limitOf = (orgId: string) =>
    typeof options.tokensPerDay === 'function' ? options.tokensPerDay(orgId) : options.tokensPerDay;

  const usedBy = (orgId: string): number => {
    const buckets = spent.get(orgId);
    if (!buckets) return 0;
    const oldest = Math.floor((now() - windowMs) / BUCKET_MS);
    let total = 0;
    for (const [bucket, tokens] of buckets) {
      if (bucket <= oldest) buckets.delete(bucket);
      else total += tokens;
    }
    return total;
  };

  return {
    async remaining(orgId) {
      return limitOf(orgId) - usedBy(orgId);
    },
    async record(orgId, tokens) {
      if (!(tokens > 0)) return;
      const buckets = spent.get(orgId) ?? new Map<number, number>();
      const bucket = Math.floor(now() / BUCKET_MS);
      buckets.set(bucket, (buckets.get(bucket) ?? 0) + tokens);
      spent.set(orgId, buckets);
    },
  };
}
