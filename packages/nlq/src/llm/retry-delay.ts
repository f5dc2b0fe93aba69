/**
 * The pause before retry number `attempt` (0 for the first): `baseMs` × 2^attempt, spread over
 * ±50 % by `random()` so clients that failed together do not retry together. Throws nothing.
 * @example retryDelay(500, 1, () => 0.5) // 1000
 */
export function retryDelay(baseMs: number, attempt: number, random: () => number): number {
  return Math.round(baseMs * 2 ** attempt * (0.5 + random()));
}
