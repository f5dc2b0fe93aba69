/** Rows per page of an answer's table. */
export const TABLE_PAGE_SIZE = 10;

/** How many pages `total` rows fill; an empty table still has one (empty) page. */
export function pageCount(total: number, pageSize = TABLE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page number brought within 1…pageCount (after a sort or a smaller result). */
export function clampPage(page: number, total: number, pageSize = TABLE_PAGE_SIZE): number {
  return Math.min(Math.max(1, Math.floor(page)), pageCount(total, pageSize));
}

/**
 * The row indexes shown on one page (1-based) of the ordered `indexes`, e.g. from
 * `sortRowIndexes`. A page past the end shows the last one.
 */
export function pageOf(indexes: readonly number[], page: number, pageSize = TABLE_PAGE_SIZE) {
  const current = clampPage(page, indexes.length, pageSize);
  const start = (current - 1) * pageSize;
  return indexes.slice(start, start + pageSize);
}

/** "11–20 of 45" for the pager. */
export function rangeLabel(page: number, total: number, pageSize = TABLE_PAGE_SIZE): string {
  if (total === 0) return '0 rows';
  const current = clampPage(page, total, pageSize);
  const first = (current - 1) * pageSize + 1;
  const last = Math.min(total, current * pageSize);
  return `${first}–${last} of ${total.toLocaleString('en-US')}`;
}
