export { type CountedHits, countHit } from './count-hit';
export { pruneRateLimits } from './prune-rate-limits';
export * from './tables';
