/** Characters that reorder the text after them: embeddings, overrides and isolates (Unicode 9). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

/**
 * A name or value from the data, fenced for the middle of a sentence: when it holds a
 * direction control (a right-to-left override in a file name, SECURITY D6), it is wrapped in a
 * first-strong isolate (U+2068 … U+2069), so the control reorders the name alone and never
 * the words of the sentence after it. Text without such controls is returned as it is.
 * @example isolateBidi('a\u202Efdp.exe') // "\u2068a\u202Efdp.exe\u2069"
 */
export function isolateBidi(text: string): string {
  return BIDI_CONTROLS.test(text) ? `\u2068${text}\u2069` : text;
}
