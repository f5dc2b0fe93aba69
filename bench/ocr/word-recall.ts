import { ocrTokens } from './tokens';

/**
 * How many of the ground-truth words the OCR text holds, as a multiset: a word that is three
 * times on the page must be read three times to count three (both sides through `ocrTokens`).
 * Recall is `found / total`.
 * @example wordRecall(['TO:', 'Smith'], 'to: Smyth') // { found: 1, total: 2 }
 */
export function wordRecall(
  truthWords: readonly string[],
  ocrText: string,
): { found: number; total: number } {
  const available = new Map<string, number>();
  for (const word of ocrTokens(ocrText)) available.set(word, (available.get(word) ?? 0) + 1);
  let found = 0;
  let total = 0;
  for (const word of truthWords.flatMap((text) => ocrTokens(text))) {
    total += 1;
    const left = available.get(word) ?? 0;
    if (left > 0) {
      found += 1;
      available.set(word, left - 1);
    }
  }
  return { found, total };
}
