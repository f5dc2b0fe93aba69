import {
  DASHBOARD_GRID_COLUMNS,
  type DashboardItemKind,
  type ItemLayout,
  type ShownItem,
  type UpdateLayoutRequest,
} from '@tabletalk/contracts';

/** What placing an item takes: a dashboard's own items and an embed's both have it. */
type GridItem = Pick<ShownItem, '_id' | 'kind' | 'layout'>;

/** One item's cell on the grid, as react-grid-layout names it (`i` is the item's id). */
export interface GridCell extends ItemLayout {
  i: string;
}

/** The size an item takes when it has no stored place yet: values small, charts and tables wide. */
export function defaultSize(kind: DashboardItemKind): { w: number; h: number } {
  return kind === 'WIDGET' ? { w: 3, h: 2 } : { w: 6, h: 4 };
}

/**
 * The grid's cells: stored places as they are; items without one are placed left to right in
 * rows below the placed ones, in the order given.
 */
export function gridCells(items: readonly GridItem[]): GridCell[] {
  const placed = items.filter((item) => item.layout !== null);
  let y = Math.max(0, ...placed.map((item) => (item.layout ? item.layout.y + item.layout.h : 0)));
  let x = 0;
  let rowHeight = 0;
  return items.map((item) => {
    if (item.layout) return { i: item._id, ...item.layout };
    const { w, h } = defaultSize(item.kind);
    if (x + w > DASHBOARD_GRID_COLUMNS) {
      y += rowHeight;
      x = 0;
      rowHeight = 0;
    }
    const cell = { i: item._id, x, y, w, h };
    x += w;
    rowHeight = Math.max(rowHeight, h);
    return cell;
  });
}

/** The `update-layout` body of the grid's cells, each kept inside the 12 columns. */
export function layoutRequest(
  cells: readonly { i: string; x: number; y: number; w: number; h: number }[],
): UpdateLayoutRequest['layout'] {
  return cells.map((cell) => {
    const w = Math.min(Math.max(1, Math.round(cell.w)), DASHBOARD_GRID_COLUMNS);
    const x = Math.min(Math.max(0, Math.round(cell.x)), DASHBOARD_GRID_COLUMNS - w);
    return { itemId: cell.i, x, y: Math.max(0, Math.round(cell.y)), w, h: Math.max(1, cell.h) };
  });
}

/** Whether the cells differ from the stored ones (a click on a handle moves nothing). */
export function layoutChanged(
  before: readonly GridCell[],
  after: UpdateLayoutRequest['layout'],
): boolean {
  const stored = new Map(before.map((cell) => [cell.i, cell]));
  return after.some((cell) => {
    const old = stored.get(cell.itemId);
    return !old || old.x !== cell.x || old.y !== cell.y || old.w !== cell.w || old.h !== cell.h;
  });
}

/** The items in reading order (top to bottom, left to right): the phone's one column. */
export function readingOrder<Item extends GridItem>(items: readonly Item[]): Item[] {
  const cells = new Map(gridCells(items).map((cell) => [cell.i, cell]));
  return [...items].sort((a, b) => {
    const ca = cells.get(a._id);
    const cb = cells.get(b._id);
    if (!ca || !cb) return 0;
    return ca.y - cb.y || ca.x - cb.x;
  });
}
