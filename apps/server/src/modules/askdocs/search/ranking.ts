/**
 * How passages are ranked. The defaults are the textbook values, not fitted to a data set:
 * BM25's k1 = 1.2 and b = 0.75 (Robertson & Zaragoza), a title counted like 2 occurrences in the
 * text (BM25F), the whole document's BM25F added to the passage's (Callan), and phrases: the
 * query's neighbouring term pairs found side by side in the text, scored like a term (BM25TP,
 * Rasolofo & Savoy) at the weight the sequential dependence model gives such pairs, 0.1 (Metzler
 * & Croft). Wider windows and every pair (BM25TP as published), and RM3 pseudo-relevance
 * feedback (Anserini's defaults: 10 passages, 10 terms, the query weighted 0.5), are available
 * but off: on SciFact they lowered nDCG@10 (bench/README.md).
 */
export interface Ranking {
  k1: number;
  b: number;
  /** A title occurrence counts this many text occurrences (0: the title is not searched). */
  titleWeight: number;
  titleB: number;
  /** Weight of the term-pair proximity score beside BM25 (0: off). */
  proximityWeight: number;
  /** Which pairs of query terms proximity looks at: neighbours in the query, or every pair. */
  pairs: 'neighbours' | 'all';
  /** Largest distance, in words, at which two query terms count as near. */
  proximityWindow: number;
  /** Weight of the passage's whole document's BM25F beside the passage's own (0: off). */
  documentWeight: number;
  /** RM3 pseudo-relevance feedback, or null for none. */
  feedback: { passages: number; terms: number; originalWeight: number } | null;
  /** Weight of a synonym from the built-in list beside the word it stands for (0: off). */
  synonymWeight: number;
}

export const DEFAULT_RANKING: Ranking = {
  k1: 1.2,
  b: 0.75,
  titleWeight: 2,
  titleB: 0.75,
  proximityWeight: 0.1,
  pairs: 'neighbours',
  proximityWindow: 1,
  documentWeight: 1,
  feedback: null,
  synonymWeight: 0.5,
};

/** Lucene's BM25 idf of a term held by `df` of `units` units: never negative, however common. */
export function bm25Idf(units: number, df: number): number {
  return Math.log(1 + (units - df + 0.5) / (df + 0.5));
}
