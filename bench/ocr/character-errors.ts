import { levenshtein } from './levenshtein';

/** Runs of whitespace (spaces, tabs, line breaks) become one space; ends are trimmed. */
export function normalizeWhitespace(text: string): string {
  return text.replace(/\s+/gu, ' ').trim();
}

/**
 * Character errors of an OCR text against the ground truth: the edit distance between the two
 * after `normalizeWhitespace` (case and punctuation count), and the ground truth's length in code
 * points. The character error rate is `distance / length`.
 * @example characterErrors('Dear Sir', 'Dear  Sir.') // { distance: 1, length: 8 }
 */
export function characterErrors(
  truthText: string,
  ocrText: string,
): { distance: number; length: number } {
  const truth = normalizeWhitespace(truthText);
  return {
    distance: levenshtein(truth, normalizeWhitespace(ocrText)),
    length: Array.from(truth).length,
  };
}
