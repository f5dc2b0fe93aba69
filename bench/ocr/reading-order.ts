/** A ground-truth word and its box: left, top, right, bottom. */
export interface BoxedWord {
  text: string;
  box: readonly [number, number, number, number];
}

/**
 * The page's ground-truth text in reading order: words grouped into lines (a word joins the
 * current line when its vertical centre lies within half the median word height of the line's
 * first word's centre, scanning top to bottom), each line left to right, words joined by a
 * space and lines by a newline. Empty words are left out.
 */
export function readingOrderText(words: readonly BoxedWord[]): string {
  const present = words.filter((word) => word.text.trim().length > 0);
  if (present.length === 0) return '';
  const centre = (word: BoxedWord) => (word.box[1] + word.box[3]) / 2;
  const heights = present.map((word) => word.box[3] - word.box[1]).sort((a, b) => a - b);
  const tolerance = (heights[Math.floor(heights.length / 2)] ?? 0) / 2;
  const lines: BoxedWord[][] = [];
  let lineCentre = Number.NEGATIVE_INFINITY;
  for (const word of [...present].sort((a, b) => centre(a) - centre(b))) {
    const line = lines.at(-1);
    if (line && centre(word) - lineCentre <= tolerance) line.push(word);
    else {
      lines.push([word]);
      lineCentre = centre(word);
    }
  }
  return lines
    .map((line) =>
      line
        .sort((a, b) => a.box[0] - b.box[0])
        .map((word) => word.text.trim())
        .join(' '),
    )
    .join('\n');
}
