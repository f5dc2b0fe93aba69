/** A stretch of a text, by offsets: `text.slice(start, end)`. */
export interface TextRange {
  start: number;
  end: number;
}

/** Shortest run of letters and digits that counts as a match of a longer snippet fragment. */
const MIN_MATCH = 12;

/**
 * The letters and digits of a text, lower-cased, with where each came from: spaces, line breaks,
 * hyphens and punctuation differ between a PDF's text runs and the indexed passage, the words do
 * not.
 */
function comparable(text: string): { chars: string; origin: number[] } {
  let chars = '';
  const origin: number[] = [];
  let offset = 0;
  for (const char of text) {
    if (/[\p{L}\p{N}]/u.test(char)) {
      const lower = char.toLowerCase();
      chars += lower;
      for (let i = 0; i < lower.length; i += 1) origin.push(offset);
    }
    offset += char.length;
  }
  return { chars, origin };
}

/** The longest common substring of `page` and `piece`: where it starts in `page`, its length. */
function longestCommon(page: string, piece: string): { at: number; length: number } {
  const exact = page.indexOf(piece);
  if (exact >= 0) return { at: exact, length: piece.length };
  let best = { at: -1, length: 0 };
  let previous = new Int32Array(piece.length + 1);
  let current = new Int32Array(piece.length + 1);
  for (let i = 1; i <= page.length; i += 1) {
    for (let j = 1; j <= piece.length; j += 1) {
      const run = page[i - 1] === piece[j - 1] ? (previous[j - 1] ?? 0) + 1 : 0;
      current[j] = run;
      if (run > best.length) best = { at: i - run, length: run };
    }
    [previous, current] = [current, previous];
  }
  return best;
}

/**
 * Where a citation's snippet is in a text: for each of its fragments (the search joins up to two
 * with "…"), the longest run of the text it shares, compared on letters and digits only. A
 * fragment that shares less than a few words is left out. Ranges are offsets into `text`, in the
 * text's order.
 * @example snippetRanges('Staff get 25 days\nof leave.', '25 days of leave') // [{ start: 10, end: 26 }]
 */
export function snippetRanges(text: string, snippet: string): TextRange[] {
  const page = comparable(text);
  const ranges: TextRange[] = [];
  for (const fragment of snippet.split(/…|\.\.\./)) {
    const piece = comparable(fragment).chars;
    if (piece.length === 0) continue;
    const found = longestCommon(page.chars, piece);
    if (found.length < Math.min(piece.length, MIN_MATCH)) continue;
    const start = page.origin[found.at] ?? 0;
    const end = (page.origin[found.at + found.length - 1] ?? start) + 1;
    ranges.push({ start, end });
  }
  return ranges.sort((a, b) => a.start - b.start);
}

/**
 * The text items (a PDF page's text runs, in reading order) that hold a citation's snippet:
 * the indexes of the best-matching run of items for each fragment, sorted, without repeats.
 */
export function matchingItems(items: readonly string[], snippet: string): number[] {
  const starts: number[] = [];
  let text = '';
  for (const item of items) {
    starts.push(text.length);
    // A space between items: a word never runs on from one item into the next by accident.
    text += `${item} `;
  }
  const itemAt = (offset: number) => {
    let index = 0;
    while (index + 1 < starts.length && (starts[index + 1] ?? 0) <= offset) index += 1;
    return index;
  };
  const found = new Set<number>();
  for (const range of snippetRanges(text, snippet)) {
    for (let index = itemAt(range.start); index <= itemAt(range.end - 1); index += 1) {
      if ((items[index] ?? '').trim()) found.add(index);
    }
  }
  return [...found].sort((a, b) => a - b);
}
