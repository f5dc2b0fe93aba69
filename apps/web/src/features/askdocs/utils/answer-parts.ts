/**
 * A piece of an answer's line: plain text, or a citation marker (`index` into `citations`);
 * `at` is where it starts in the answer (a stable key).
 */
export type AnswerPart =
  | { kind: 'text'; text: string; at: number }
  | { kind: 'citation'; index: number; at: number };

/** One line of an answer: a bullet ("- …") or a paragraph, as parts; `at` where it starts. */
export interface AnswerLine {
  isBullet: boolean;
  parts: AnswerPart[];
  at: number;
}

const MARKER = /\[(\d+)\]/g;
const BULLET = /^\s*- /;

/** A line's text split at its markers; a marker with no citation behind it stays text. */
function partsOf(text: string, citationCount: number, offset: number): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let last = 0;
  const addText = (end: number) =>
    parts.push({ kind: 'text', text: text.slice(last, end), at: offset + last });
  for (const match of text.matchAll(MARKER)) {
    const number = Number(match[1]);
    const isKnown = number >= 1 && number <= citationCount;
    if (!isKnown) continue;
    if (match.index > last) addText(match.index);
    parts.push({ kind: 'citation', index: number - 1, at: offset + match.index });
    last = match.index + match[0].length;
  }
  if (last < text.length) addText(text.length);
  return parts;
}

/**
 * An answer's text as lines of parts: markers `[n]` become citation parts for `citations[n-1]`
 * (a number past the citations stays as written), lines starting "- " are bullets (the dash
 * dropped), blank lines go.
 * @example answerLines('Leave is 25 days. [1]', 1)
 *   // [{ isBullet: false, at: 0, parts: [{ kind: 'text', text: 'Leave is 25 days. ', at: 0 },
 *   //   { kind: 'citation', index: 0, at: 18 }] }]
 */
export function answerLines(answer: string, citationCount: number): AnswerLine[] {
  const lines: AnswerLine[] = [];
  let at = 0;
  for (const raw of answer.split('\n')) {
    const line = raw.replace(/\r$/, '');
    const isBullet = BULLET.test(line);
    const text = isBullet ? line.replace(BULLET, '') : line;
    // The text starts after the bullet's dash, which is not shown.
    const textAt = at + line.length - text.length;
    if (text.trim() !== '')
      lines.push({ isBullet, at, parts: partsOf(text, citationCount, textAt) });
    at += raw.length + 1;
  }
  return lines;
}

/** Lines shown together: one paragraph, or a run of bullets. */
export interface AnswerBlock {
  isList: boolean;
  lines: AnswerLine[];
  /** Where its first line starts in the answer (a stable key). */
  at: number;
}

/** Consecutive lines grouped: a run of bullets is one list, each paragraph on its own. */
export function answerBlocks(lines: readonly AnswerLine[]): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  for (const line of lines) {
    const previous = blocks.at(-1);
    if (line.isBullet && previous?.isList) previous.lines.push(line);
    else blocks.push({ isList: line.isBullet, lines: [line], at: line.at });
  }
  return blocks;
}
