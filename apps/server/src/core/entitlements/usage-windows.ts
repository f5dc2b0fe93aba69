/** The UTC calendar windows usage is counted in, as the `date` columns store them. */
export interface UsageWindows {
  /** The first day of the UTC month, `YYYY-MM-DD`. */
  month: string;
  /** The UTC day, `YYYY-MM-DD`. */
  day: string;
}

/** The UTC month and day `now` falls in. */
export function usageWindows(now: Date): UsageWindows {
  const day = now.toISOString().slice(0, 10);
  return { month: `${day.slice(0, 8)}01`, day };
}
