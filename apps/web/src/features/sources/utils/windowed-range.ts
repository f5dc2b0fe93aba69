/** What a windowed list needs to know to decide which rows to render. */
export interface WindowInput {
  /** Pixels scrolled from the top of the list body. */
  scrollTop: number;
  /** Height of the visible area of the list body. */
  viewportHeight: number;
  /** Every row has this height (windowing relies on it). */
  rowHeight: number;
  rowCount: number;
  /** Rows rendered beyond each edge so fast scrolling never shows a blank strip. */
  overscan: number;
}

/** Rows `start` (inclusive) to `end` (exclusive) are rendered, `offsetTop` px from the top. */
export interface WindowRange {
  start: number;
  end: number;
  offsetTop: number;
  totalHeight: number;
}

/**
 * The slice of rows to render for a scroll position: the visible rows plus `overscan` on each
 * side, clamped to the list. Inputs out of range (negative scroll from elastic scrolling, a
 * scroll position past the end after the list shrank) still give a valid slice.
 */
export function computeWindow(input: WindowInput): WindowRange {
  const rowHeight = Math.max(1, input.rowHeight);
  const rowCount = Math.max(0, Math.floor(input.rowCount));
  const totalHeight = rowCount * rowHeight;
  const maxScroll = Math.max(0, totalHeight - input.viewportHeight);
  const scrollTop = Math.min(Math.max(0, input.scrollTop), maxScroll);
  const firstVisible = Math.floor(scrollTop / rowHeight);
  const visibleCount = Math.ceil(Math.max(0, input.viewportHeight) / rowHeight) + 1;
  const start = Math.max(0, firstVisible - input.overscan);
  const end = Math.min(rowCount, firstVisible + visibleCount + input.overscan);
  return { start, end: Math.max(start, end), offsetTop: start * rowHeight, totalHeight };
}
