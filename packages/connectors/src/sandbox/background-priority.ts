import { setPriority } from 'node:os';

/**
 * The niceness of background work (0 is the server's; 19 the lowest priority): file loads and
 * knowledge builds take the CPU the requests leave idle rather than a share of their time
 * (bench:load CSV: the mix's p99 rose 15 % during a 1,000,000-row load at the default priority).
 */
export const BACKGROUND_NICENESS = 10;

/**
 * Lowers this process's priority to `niceness`; DuckDB's threads, started later by this thread,
 * inherit it. Where the system refuses, the process keeps the default priority.
 */
export function lowerOwnPriority(niceness: number): void {
  try {
    setPriority(niceness);
  } catch {}
}
