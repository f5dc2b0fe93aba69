/** Reciprocal rank fusion's constant: how little the first few ranks outweigh the next ones. */
export const RRF_K = 60;

/**
 * Fuses rankings of passage ids (each best first) by reciprocal rank fusion: an id scores the sum
 * of 1 / (k + rank) over the rankings it appears in (rank 1 for the first). Best first; ties keep
 * the order of the first ranking, then the next. Throws nothing.
 */
export function fuseRankings(
  rankings: readonly (readonly string[])[],
  k = RRF_K,
): { id: string; score: number }[] {
  const scores = new Map<string, number>();
  for (const ranking of rankings) {
    ranking.forEach((id, index) => {
      scores.set(id, (scores.get(id) ?? 0) + 1 / (k + index + 1));
    });
  }
  // A Map keeps insertion order and the sort is stable: ties stay in the first ranking's order.
  return [...scores].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score);
}
