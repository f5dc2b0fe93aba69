/**
 * Retrieval metrics as BEIR computes them (pytrec_eval), with binary gains: a document is
 * relevant when its qrels score is above 0.
 */

/** nDCG@k: DCG of the ranking's first k documents over the DCG of the ideal ranking. */
export function ndcgAt(
  ranking: readonly string[],
  relevant: ReadonlySet<string>,
  k: number,
): number {
  if (relevant.size === 0) return 0;
  let dcg = 0;
  ranking.slice(0, k).forEach((id, index) => {
    if (relevant.has(id)) dcg += 1 / Math.log2(index + 2);
  });
  let ideal = 0;
  for (let index = 0; index < Math.min(relevant.size, k); index += 1) {
    ideal += 1 / Math.log2(index + 2);
  }
  return dcg / ideal;
}

/** Recall@k: the share of the relevant documents among the ranking's first k. */
export function recallAt(
  ranking: readonly string[],
  relevant: ReadonlySet<string>,
  k: number,
): number {
  if (relevant.size === 0) return 0;
  const found = new Set(ranking.slice(0, k).filter((id) => relevant.has(id)));
  return found.size / relevant.size;
}

/** The p-th percentile (0–100) by nearest rank; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1] ?? Number.NaN;
}

/** Documents ranked by their best passage's score (a document's first hit is its best). */
export function documentsByBestPassage(
  hits: readonly { documentId: string; score: number }[],
): string[] {
  const best = new Map<string, number>();
  for (const hit of hits) {
    if (!best.has(hit.documentId) || (best.get(hit.documentId) ?? 0) < hit.score) {
      best.set(hit.documentId, hit.score);
    }
  }
  return [...best.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
}
