import { describe, expect, it } from 'vitest';
import { documentsByBestPassage, ndcgAt, percentile, recallAt } from './metrics';

describe('ndcgAt', () => {
  it('is 1 for a ranking with every relevant document first', () => {
    expect(ndcgAt(['a', 'b', 'x'], new Set(['a', 'b']), 10)).toBe(1);
  });

  it('discounts a relevant document by log2 of its rank + 1', () => {
    // One relevant document at rank 3: DCG 1/log2(4) = 0.5, ideal 1.
    expect(ndcgAt(['x', 'y', 'a'], new Set(['a']), 10)).toBeCloseTo(0.5, 10);
    // Two relevant at ranks 1 and 3: (1 + 0.5) / (1 + 1/log2(3)).
    expect(ndcgAt(['a', 'x', 'b'], new Set(['a', 'b']), 10)).toBeCloseTo(
      1.5 / (1 + 1 / Math.log2(3)),
      10,
    );
  });

  it('ignores documents past k, and caps the ideal at k documents', () => {
    const ranking = ['x', 'y', 'a'];
    expect(ndcgAt(ranking, new Set(['a']), 2)).toBe(0);
    expect(ndcgAt(['a'], new Set(['a', 'b', 'c']), 1)).toBe(1);
  });

  it('is 0 with nothing relevant found or nothing relevant at all', () => {
    expect(ndcgAt(['x'], new Set(['a']), 10)).toBe(0);
    expect(ndcgAt(['x'], new Set(), 10)).toBe(0);
  });
});

describe('recallAt', () => {
  it('is the share of relevant documents in the first k', () => {
    expect(recallAt(['a', 'x', 'b', 'c'], new Set(['a', 'b', 'd', 'e']), 3)).toBe(0.5);
    expect(recallAt(['a', 'a'], new Set(['a', 'b']), 100)).toBe(0.5);
    expect(recallAt([], new Set(['a']), 100)).toBe(0);
  });
});

describe('percentile', () => {
  it('takes the nearest rank', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('documentsByBestPassage', () => {
  it("ranks each document once, by its best passage's score", () => {
    const hits = [
      { documentId: 'a', score: 3 },
      { documentId: 'b', score: 5 },
      { documentId: 'a', score: 7 },
      { documentId: 'c', score: 1 },
    ];
    expect(documentsByBestPassage(hits)).toEqual(['a', 'b', 'c']);
  });
});
