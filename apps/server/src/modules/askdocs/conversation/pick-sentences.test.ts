import { describe, expect, it } from 'vitest';
import type { AnswerPassage } from './answer-passages';
import {
  type CandidateSentence,
  MIN_RELEVANCE,
  pickSentences,
  relevanceOf,
} from './pick-sentences';
import type { RelevanceTerm } from './relevance-terms';

const term = (lexeme: string, idf: number, isSynonym = false): RelevanceTerm => ({
  lexeme,
  weight: isSynonym ? 0.5 : 1,
  idf,
  isSynonym,
});

function passage(id: string, documentId: string, position: number): AnswerPassage {
  return {
    id,
    documentId,
    fileName: `${documentId}.pdf`,
    title: documentId,
    page: position + 1,
    position,
    text: '',
    score: 1,
    snippet: '',
    highlights: [],
  };
}

function sentence(
  text: string,
  lexemes: string[],
  from: AnswerPassage,
  rank: number,
  index: number,
): CandidateSentence {
  return { text, lexemes: new Set(lexemes), passage: from, rank, index };
}

describe('relevanceOf', () => {
  it('is the idf-weighted share of the question a sentence holds, synonyms adding', () => {
    const terms = [term('holiday', 2), term('request', 1), term('leav', 2, true)];
    expect(relevanceOf(new Set(['holiday', 'request']), terms)).toBe(1);
    expect(relevanceOf(new Set(['request', 'manag']), terms)).toBeCloseTo(1 / 3);
    expect(relevanceOf(new Set(['leav']), terms)).toBeCloseTo(1 / 3);
    expect(relevanceOf(new Set(['holiday', 'request', 'leav']), terms)).toBe(1);
    expect(relevanceOf(new Set(['holiday']), [])).toBe(0);
  });
});

describe('pickSentences', () => {
  const first = passage('p1', 'handbook', 3);
  const second = passage('p2', 'handbook', 1);
  const other = passage('p3', 'expenses', 0);

  it('picks nothing when no sentence covers enough of the question', () => {
    // Only a common word matches; the question's rare words are in no passage.
    const terms = [term('day', 0.5), term('canteen', 2), term('vegan', 2)];
    const candidates = [sentence('Holidays are 25 days.', ['holiday', 'day'], first, 0, 0)];
    expect(relevanceOf(candidates[0]?.lexemes ?? new Set(), terms)).toBeLessThan(MIN_RELEVANCE);
    expect(pickSentences(candidates, terms, 5)).toEqual([]);
  });

  it('keeps the best, drops weak and near-duplicate ones, caps the count, in reading order', () => {
    const terms = [term('holiday', 1), term('carri', 1), term('request', 1)];
    const candidates = [
      sentence('Holiday can be carried over.', ['holiday', 'carri'], first, 0, 1),
      sentence('Holiday requests go to HR.', ['holiday', 'request', 'hr'], first, 0, 0),
      // The same words as the first: a repeat from an overlapping passage.
      sentence('Holiday can be carried over!', ['holiday', 'carri'], second, 1, 4),
      sentence(
        'Unused holiday can be carried, requested.',
        ['holiday', 'carri', 'request', 'unus'],
        other,
        2,
        0,
      ),
      // Shares one word of three: under the best's share.
      sentence('Requests take a week.', ['request', 'week'], second, 1, 0),
    ];
    const texts = (count: number) => pickSentences(candidates, terms, count).map((s) => s.text);
    // The best came from "expenses": its document first; then the handbook as it reads.
    expect(texts(5)).toEqual([
      'Unused holiday can be carried, requested.',
      'Holiday requests go to HR.',
      'Holiday can be carried over.',
    ]);
    expect(texts(2)).toEqual([
      'Unused holiday can be carried, requested.',
      'Holiday requests go to HR.',
    ]);
  });
});
