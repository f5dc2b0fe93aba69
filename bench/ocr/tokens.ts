/** Anything but a letter or a digit, at the start or the end of a word. */
const EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;

/**
 * The words of a text as the OCR benchmark compares them: split on whitespace, lower-cased, with
 * punctuation and symbols stripped from both ends ("(614)" → "614", "TO:" → "to", "Fax:614-466"
 * stays "fax:614-466"); words left empty ("—", "|") are dropped. Used alike for the ground truth
 * and the OCR text.
 * @example ocrTokens('TO: Mr. Smith,') // ['to', 'mr', 'smith']
 */
export function ocrTokens(text: string): string[] {
  return text
    .split(/\s+/u)
    .map((word) => word.toLowerCase().replace(EDGES, ''))
    .filter((word) => word.length > 0);
}
