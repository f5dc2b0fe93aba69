import { describe, expect, it } from 'vitest';
import { characterErrors, normalizeWhitespace } from './character-errors';
import { levenshtein } from './levenshtein';
import { readingOrderText } from './reading-order';
import { ocrTokens } from './tokens';
import { wordRecall } from './word-recall';

describe('ocrTokens', () => {
  it('lower-cases and strips punctuation and symbols at word edges only', () => {
    expect(ocrTokens('TO: Mr. Smith,\n(614) 466-5087  "B" Kool — $4.00 off|')).toEqual([
      'to',
      'mr',
      'smith',
      '614',
      '466-5087',
      'b',
      'kool',
      '4.00',
      'off',
    ]);
    expect(ocrTokens('Fax:614-466 ÉTÉ')).toEqual(['fax:614-466', 'été']);
    expect(ocrTokens('  ... | —  ')).toEqual([]);
  });
});

describe('wordRecall', () => {
  it('counts ground-truth words found in the OCR text, case-insensitively', () => {
    expect(wordRecall(['TO:', 'Smith'], 'to: Smyth')).toEqual({ found: 1, total: 2 });
    expect(wordRecall(['DATE:', '12/10/98'], 'Date 12/10/98.')).toEqual({ found: 2, total: 2 });
  });

  it('matches as a multiset: a repeated word must be read as often', () => {
    expect(wordRecall(['the', 'the', 'the'], 'The end of the page')).toEqual({
      found: 2,
      total: 3,
    });
  });

  it('tokenizes the ground truth the same way and skips empty words', () => {
    expect(wordRecall(['', 'New York', ':'], 'new york')).toEqual({ found: 2, total: 2 });
    expect(wordRecall([], 'anything')).toEqual({ found: 0, total: 0 });
  });
});

describe('levenshtein', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(levenshtein('kitten', 'sitting')).toBe(3);
    expect(levenshtein('', 'abc')).toBe(3);
    expect(levenshtein('abc', '')).toBe(3);
    expect(levenshtein('same', 'same')).toBe(0);
    expect(levenshtein('naïve', 'naive')).toBe(1);
  });
});

describe('characterErrors', () => {
  it('compares texts with whitespace runs made one space; case and punctuation count', () => {
    expect(normalizeWhitespace('  a\n\n b\tc  ')).toBe('a b c');
    expect(characterErrors('Dear Sir', 'Dear  \n Sir.')).toEqual({ distance: 1, length: 8 });
    expect(characterErrors('Dear Sir', 'dear sir')).toEqual({ distance: 2, length: 8 });
    expect(characterErrors('abc', '')).toEqual({ distance: 3, length: 3 });
  });
});

describe('readingOrderText', () => {
  it('groups words into lines top to bottom, each left to right', () => {
    const text = readingOrderText([
      { text: 'world', box: [60, 12, 100, 24] },
      { text: 'second', box: [10, 40, 60, 52] },
      { text: 'Hello', box: [10, 10, 50, 22] },
      { text: 'line', box: [70, 41, 100, 53] },
      { text: '', box: [0, 0, 5, 5] },
    ]);
    expect(text).toBe('Hello world\nsecond line');
  });

  it('gives an empty text for a page without words', () => {
    expect(readingOrderText([])).toBe('');
  });
});
