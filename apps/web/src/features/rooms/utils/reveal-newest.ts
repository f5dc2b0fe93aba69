/** Space kept between the newest card and what frames it (header above, question box below). */
const GAP = 12;

export interface RevealBox {
  /** The newest card's edges, in viewport pixels. */
  cardTop: number;
  cardBottom: number;
  /** The part of the viewport not covered: below the fixed header, above the sticky box. */
  viewTop: number;
  viewBottom: number;
}

/**
 * How far to scroll the page so the newest card shows whole between the header and the question
 * box: its bottom just above the box when it fits; when it is taller than the room there is,
 * its top just under the header, so it is read from its start. 0 when it already shows so.
 * @example scrollToReveal({ cardTop: 500, cardBottom: 800, viewTop: 60, viewBottom: 700 }) // 112
 */
export function scrollToReveal({ cardTop, cardBottom, viewTop, viewBottom }: RevealBox): number {
  const room = viewBottom - viewTop - 2 * GAP;
  const fits = cardBottom - cardTop <= room;
  if (!fits) return cardTop - (viewTop + GAP);
  if (cardBottom > viewBottom - GAP) return cardBottom - (viewBottom - GAP);
  if (cardTop < viewTop + GAP) return cardTop - (viewTop + GAP);
  return 0;
}

/** Scrolls the window so `card` shows whole above `cover` (the sticky question box). */
export function revealNewest(
  card: Element,
  cover: Element | null,
  behavior: ScrollBehavior = 'auto',
): void {
  const header = document.querySelector('header');
  const rect = card.getBoundingClientRect();
  const delta = scrollToReveal({
    cardTop: rect.top,
    cardBottom: rect.bottom,
    viewTop: header?.getBoundingClientRect().bottom ?? 0,
    viewBottom: cover?.getBoundingClientRect().top ?? window.innerHeight,
  });
  if (Math.abs(delta) >= 1) window.scrollBy({ top: delta, behavior });
}
