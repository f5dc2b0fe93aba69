import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { computeWindow } from '../utils/windowed-range';

interface WindowedListOptions {
  rowCount: number;
  rowHeight: number;
  /** Height of a sticky header inside the scroller, not available to rows. */
  headerHeight?: number;
  overscan?: number;
}

/**
 * Scroll state of a windowed list: attach `ref` and `onScroll` to the scroller, render rows
 * `range.start` to `range.end` at `range.offsetTop` inside a body of `range.totalHeight`.
 * Scroll events are folded into one update per animation frame.
 */
export function useWindowedList({
  rowCount,
  rowHeight,
  headerHeight = 0,
  overscan = 8,
}: WindowedListOptions) {
  const ref = useRef<HTMLElement>(null);
  const frame = useRef(0);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    setHeight(element.clientHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(element.clientHeight));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const onScroll = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => setScrollTop(ref.current?.scrollTop ?? 0));
  }, []);

  const scrollToTop = useCallback(() => {
    if (ref.current) ref.current.scrollTop = 0;
    setScrollTop(0);
  }, []);

  const range = useMemo(
    () =>
      computeWindow({
        scrollTop,
        viewportHeight: Math.max(0, height - headerHeight),
        rowHeight,
        rowCount,
        overscan,
      }),
    [scrollTop, height, headerHeight, rowHeight, rowCount, overscan],
  );

  return { ref, onScroll, range, scrollToTop };
}
