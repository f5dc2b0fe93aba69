/** Most characters of a text that are read aloud; the rest is cut at a sentence or word end. */
export const MAX_SPOKEN_CHARS = 1000;

const SCALE_WORDS: Record<string, string> = {
  K: 'thousand',
  M: 'million',
  B: 'billion',
  T: 'trillion',
};

/** A compacted figure ("1.2M", "45.3K", "3 B") not glued to a word before or after it. */
const COMPACT_NUMBER = /(?<![\p{L}\p{N}.])(\d+(?:\.\d+)?) ?([KMBT])(?![\p{L}\p{N}])/gu;
/** A comma between thousands ("1,234,567"): espeak pauses at it, so it goes. */
const THOUSANDS_COMMA = /(?<=\d),(?=\d{3}(?!\d))/g;
/** Control characters and odd spaces read as nothing; they become plain spaces. */
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}\u00a0\u202f]+/gu;

/** The text cut to `max` characters: at the last sentence end in its second half, else a word. */
function capLength(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const sentenceEnd = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('! '),
    head.lastIndexOf('? '),
  );
  if (sentenceEnd >= max / 2) return head.slice(0, sentenceEnd + 1);
  const wordEnd = head.lastIndexOf(' ');
  return wordEnd > 0 ? head.slice(0, wordEnd) : head;
}

/**
 * A description as the speech engine should read it: cut to 1,000 characters, one line, and
 * figures in words where espeak would misread them: "1.2M" → "1.2 million", "45.3K" →
 * "45.3 thousand", "1,234,567" → "1234567" (read as one number, not three), "−5" → "minus 5".
 * Percentages, currency signs, dates and plain numbers espeak reads well as they are.
 * @example toSpeakableText('Revenue was 1.2M, up 14%.') // 'Revenue was 1.2 million, up 14%.'
 */
export function toSpeakableText(text: string, maxChars = MAX_SPOKEN_CHARS): string {
  const oneLine = text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  return capLength(oneLine, maxChars)
    .replace(THOUSANDS_COMMA, '')
    .replace(
      COMPACT_NUMBER,
      (_match, value: string, unit: string) => `${value} ${SCALE_WORDS[unit]}`,
    )
    .replace(/\u2212(?=\d)/g, 'minus ');
}
