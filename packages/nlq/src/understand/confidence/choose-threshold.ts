/** What a threshold gives on scored examples: share marked sure and share right among those. */
export interface ThresholdResult {
  threshold: number;
  coverage: number;
  sureAccuracy: number;
}

/**
 * The lowest threshold, not below `floor`, at which the examples scored at or above it are right
 * at least `target` of the time (the most questions answered as sure at that accuracy). Cuts
 * fall only between distinct scores; when no cut reaches the target, the threshold is above
 * every score (nothing sure).
 */
export function chooseThreshold(
  scored: readonly { probability: number; isRight: boolean }[],
  target: number,
  floor = 0,
): ThresholdResult {
  const sorted = [...scored].sort((a, b) => b.probability - a.probability);
  let best: ThresholdResult = { threshold: 1.000001, coverage: 0, sureAccuracy: 0 };
  let right = 0;
  for (let i = 0; i < sorted.length; i++) {
    const current = sorted[i] as { probability: number; isRight: boolean };
    if (current.isRight) right += 1;
    const next = sorted[i + 1];
    if (next && next.probability === current.probability) continue;
    const accuracy = right / (i + 1);
    if (accuracy >= target && current.probability >= floor)
      best = {
        threshold: current.probability,
        coverage: (i + 1) / sorted.length,
        sureAccuracy: accuracy,
      };
  }
  return best;
}

/**
 * A seeded pseudo-random generator (mulberry32): the same seed gives the same sequence, so
 * training splits are reproducible.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Assigns each group (a database) to one of `folds` folds, shuffled with `seed`. */
export function assignFolds(
  groups: readonly string[],
  folds: number,
  seed: number,
): Map<string, number> {
  const distinct = [...new Set(groups)].sort();
  const random = seededRandom(seed);
  for (let i = distinct.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [distinct[i], distinct[j]] = [distinct[j] as string, distinct[i] as string];
  }
  return new Map(distinct.map((group, index) => [group, index % folds]));
}
