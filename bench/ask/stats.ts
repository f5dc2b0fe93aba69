/** Latency statistics of the ask benchmark. */

/** The p-th percentile (0–100) of `values` by nearest rank; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1] ?? Number.NaN;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  max: number;
}

export function summarize(values: readonly number[]): LatencySummary {
  return {
    count: values.length,
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    max: values.length > 0 ? Math.max(...values) : Number.NaN,
  };
}

/** `1.23 ms` with two decimals below 10 ms, one above. */
export function formatMs(value: number): string {
  return `${value.toFixed(value < 10 ? 2 : 1)} ms`;
}
